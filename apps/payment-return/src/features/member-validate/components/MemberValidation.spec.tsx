import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiResult } from '@shop/api-client';
import { fakeShopApi } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit } from '@shop/contracts';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { sessionStore, type SessionUser } from '@shop/session';
import { MemberValidatePage } from '../../../pages/ReturnPages';

const unit = {
  name: 'Marjan Market',
  theme: {
    primary: '#0b5ea8',
    primaryText: '#ffffff',
    accent: '#e2231a',
    surface: '#f4f7fb',
    text: '#1b2430',
    fontFamily: 'sans-serif',
  },
} as BusinessUnit;
const theme = themeOf(unit);

/** base64url without padding, as the API writes info into the emailed link. */
const info = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = 'validation-token-0123456789';
const LINK = `/memberValidate?token=${TOKEN}&info=${info({ name: 'Omar Farouk', email: 'omar.farouk@example.com' })}`;

const MEMBER: SessionUser = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  custName: 'Omar Farouk',
  custId: '1002',
  custType: 'C',
  paymentType: '',
  companyType: 0,
  isAdminSalesman: false,
  idCardNo: '',
};

/** The page's API client answering the decision call; `sent()` lists the decisions sent so far. */
function answering(answer: (input: { token: string; isApproved: boolean }) => ApiResult<unknown>) {
  const { callsOf } = fakeShopApi({
    activateAccountValidate: (input) => answer(input as { token: string; isApproved: boolean }),
  });
  return () => callsOf('activateAccountValidate');
}

async function open(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/memberValidate" element={<MemberValidatePage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await act(async () => undefined);
}

const click = async (testId: string) => {
  fireEvent.click(screen.getByTestId(testId));
  await act(async () => undefined);
};

beforeAll(async () => {
  brandStore.getState().setUnit(unit, '');
  await initI18n({ languages: ['en', 'ar'], language: 'en' });
});
afterEach(async () => {
  if (i18n.language !== 'en') await changeLanguage('en');
});

describe('/memberValidate', () => {
  it("shows the member's name and email from info, then approves", async () => {
    const sent = answering(() => ({ ok: true, status: 200, data: { approved: true } }));
    await open(LINK);
    expect(screen.getByRole('heading', { name: 'Validate your account' })).toBeInTheDocument();
    expect(screen.getByText('Marjan Market')).toBeInTheDocument();
    expect(screen.getByTestId('member-validate-name')).toHaveTextContent('Omar Farouk');
    expect(screen.getByTestId('member-validate-email')).toHaveTextContent('omar.farouk@example.com');
    await click('member-validate-approve');
    expect(sent()).toEqual([{ token: TOKEN, isApproved: true }]);
    expect(screen.getByTestId('member-validate-approved')).toHaveTextContent(
      'Thank you: your account is approved and active.',
    );
    expect(screen.queryByTestId('member-validate-approve')).not.toBeInTheDocument();
    expect(screen.getByTestId('member-validate-home')).toHaveAttribute('href', '/');
  });

  it('rejects', async () => {
    const sent = answering(() => ({ ok: true, status: 200, data: { approved: false } }));
    await open(LINK);
    await click('member-validate-reject');
    expect(sent()).toEqual([{ token: TOKEN, isApproved: false }]);
    expect(screen.getByTestId('member-validate-rejected')).toHaveTextContent(
      'You rejected this account: it will not be activated.',
    );
  });

  it('shows the error with its message and code', async () => {
    answering(() => ({
      ok: false,
      status: 400,
      error: { code: 10040, message: 'The validation link is invalid or has expired.' },
    }));
    await open(LINK);
    await click('member-validate-approve');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your answer could not be recorded. The validation link is invalid or has expired. (error code 10040)',
    );
    expect(screen.queryByTestId('member-validate-approve')).not.toBeInTheDocument();
  });

  it('lets the member answer again when the answer never arrived', async () => {
    let reached = false;
    const sent = answering(() =>
      reached
        ? { ok: true, status: 200, data: { approved: true } }
        : {
            ok: false,
            status: null,
            error: { code: 1234, message: 'Seems there are something went wrong. Please try again or contact us.' },
          },
    );
    await open(LINK);
    await click('member-validate-approve');
    expect(screen.getByTestId('member-validate-error')).toHaveTextContent('(error code 1234)');
    reached = true;
    await click('member-validate-approve');
    expect(sent()).toHaveLength(2);
    expect(screen.getByTestId('member-validate-approved')).toBeInTheDocument();
  });

  it('says the link cannot be used without token or info, or with unreadable info', async () => {
    answering(() => ({ ok: true, status: 200, data: { approved: true } }));
    for (const path of [
      `/memberValidate?info=${info({ name: 'A', email: 'a@example.com' })}`,
      `/memberValidate?token=${TOKEN}`,
      `/memberValidate?token=${TOKEN}&info=%%%`,
    ]) {
      const { unmount } = render(
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/memberValidate" element={<MemberValidatePage />} />
              <Route path="/" element={<p>Home page</p>} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link cannot be used');
      expect(screen.getByTestId('member-validate-broken')).toHaveTextContent('ask for a new link in your profile');
      fireEvent.click(screen.getByTestId('member-validate-home'));
      expect(screen.getByText('Home page')).toBeInTheDocument();
      unmount();
    }
  });

  it('offers a signed-in member the way back to the profile once approved', async () => {
    answering(() => ({ ok: true, status: 200, data: { approved: true } }));
    sessionStore.setState({ user: { ...MEMBER } });
    try {
      await open(LINK);
      await click('member-validate-approve');
      expect(screen.getByTestId('member-validate-account')).toHaveAttribute('href', '/account/profile');
    } finally {
      sessionStore.setState({ user: null });
    }
  });

  it('offers no account link to a visitor who is not signed in', async () => {
    answering(() => ({ ok: true, status: 200, data: { approved: true } }));
    await open(LINK);
    await click('member-validate-approve');
    expect(screen.getByTestId('member-validate-approved')).toBeInTheDocument();
    expect(screen.queryByTestId('member-validate-account')).not.toBeInTheDocument();
  });

  it('reads in Arabic, right to left, with the email left to right', async () => {
    answering(() => ({ ok: true, status: 200, data: { approved: true } }));
    await changeLanguage('ar');
    await open(LINK);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'موافقة' })).toBeInTheDocument();
    expect(screen.getByText('omar.farouk@example.com')).toHaveAttribute('dir', 'ltr');
  });
});
