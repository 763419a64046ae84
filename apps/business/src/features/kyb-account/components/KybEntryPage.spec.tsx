import { act, fireEvent, screen } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { failed, ok, renderBusinessPage, startBusinessPage } from '../../../testing/business-test-kit';
import { LEMAIRE_KYB, forgetKyb, signInToKybForTest } from '../../../testing/kyb-test-kit';
import { kybSessionStore } from '../kyb-session-store';
import { KybEntryPage } from './KybEntryPage';

jest.mock('@shop/captcha/react', () => ({
  useCaptcha: () => ({
    enabled: false,
    getToken: async () => undefined,
    reset: () => undefined,
    slotRef: () => undefined,
  }),
  CaptchaSlot: () => null,
}));

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

async function submit(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
}

describe('the KYB entry page', () => {
  afterEach(() => forgetKyb());

  it('sends the verification link to a work email and says so', async () => {
    const api = await startBusinessPage({
      user: null,
      answers: { sendVerificationEmail: () => ok({ tokenId: 't'.repeat(32), resendAfterSeconds: 59 }) },
    });
    await renderBusinessPage('/b2b/kyb', <KybEntryPage />);
    await submit('kyb-start-submit');
    expect(fieldError('email')).toBe('This field is required.');
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: ' kyb@boutique-lemaire.fr ' } });
    await submit('kyb-start-submit');
    expect(api.callsOf('sendVerificationEmail')).toEqual([
      expect.objectContaining({ aggregatorBuId: '97', email: 'kyb@boutique-lemaire.fr' }),
    ]);
    expect(screen.getByTestId('kyb-link-sent')).toHaveTextContent('We sent a link to kyb@boutique-lemaire.fr.');
  });

  it('signs the KYB account in apart from the shop session and opens the dossier', async () => {
    const api = await startBusinessPage({
      user: null,
      answers: {
        kybLogin: [
          () => failed(API_ERRORS.LOGIN_FAILED, 400),
          () =>
            ok({
              kybToken: LEMAIRE_KYB.token,
              custId: LEMAIRE_KYB.custId,
              email: LEMAIRE_KYB.email,
              companyName: 'Boutique Lemaire',
            }),
        ],
      },
    });
    await renderBusinessPage('/b2b/kyb', <KybEntryPage />);
    fireEvent.change(screen.getByLabelText('Email of the verification account'), {
      target: { value: LEMAIRE_KYB.email },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Lemaire-2026' } });
    await submit('kyb-sign-in-submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.');
    await submit('kyb-sign-in-submit');
    expect(api.callsOf('kybLogin')[1]).toMatchObject({
      account: LEMAIRE_KYB.email,
      password: 'Lemaire-2026',
      aggregatorBuId: '97',
    });
    expect(kybSessionStore.getState().session).toEqual(LEMAIRE_KYB);
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByTestId('landed')).toHaveTextContent('/b2b/kyb/dossier');
  });

  it('offers the dossier to a KYB session already signed in', async () => {
    await startBusinessPage({ user: null });
    signInToKybForTest();
    await renderBusinessPage('/b2b/kyb', <KybEntryPage />);
    expect(screen.getByTestId('kyb-resume')).toHaveTextContent(LEMAIRE_KYB.email);
    expect(screen.getByRole('link', { name: 'Open your dossier' })).toHaveAttribute('href', '/b2b/kyb/dossier');
  });

  it('reads right to left in Arabic', async () => {
    await startBusinessPage({ user: null, language: 'ar' });
    await renderBusinessPage('/b2b/kyb', <KybEntryPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تحقق من شركتك');
  });
});
