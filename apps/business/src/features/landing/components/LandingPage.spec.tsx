import { fireEvent, screen, within } from '@testing-library/react';
import {
  b2bUnit,
  durandProfile,
  failed,
  ok,
  renderBusinessPage,
  settle,
  startBusinessPage,
} from '../../../testing/business-test-kit';
import { LandingPage } from './LandingPage';

const LIVE = new Set(['landing', 'info'] as const);

type Answers = NonNullable<Parameters<typeof startBusinessPage>[0]>['answers'];

async function openLanding(answers: Answers, language?: 'en' | 'ar', unit = b2bUnit()) {
  const api = await startBusinessPage({ answers, language, unit });
  await renderBusinessPage('/b2b', <LandingPage live={LIVE} />);
  return api;
}

describe('the business landing', () => {
  it('leads to company verification (KYB) once its page works', async () => {
    await startBusinessPage({ answers: { getMemberProfile: () => ok(durandProfile()) } });
    await renderBusinessPage('/b2b', <LandingPage live={new Set(['landing', 'info', 'kyb'])} />);
    expect(screen.getByTestId('landing-link-kyb')).toHaveAttribute('href', '/b2b/kyb');
    expect(screen.getByRole('heading', { name: 'Company verification' })).toBeInTheDocument();
  });

  it('greets the company by name and links to the account pages that work, no buying page yet', async () => {
    const api = await openLanding({ getMemberProfile: () => ok(durandProfile({ contractTypeId: 2 })) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Atelier Durand SAS');
    expect(api.callsOf('getMemberProfile')).toEqual([{ custId: '2001' }]);
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.querySelector('strong')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Order history', '/account/history'],
      ['Quotations', '/account/quotations'],
      ['Business wallet', '/account/wallet'],
      ['Company profile', '/account/profile'],
      ['Our business offer', '/b2b/info'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Order gift cards' })).toBeNull();
    expect(screen.queryByTestId('business-verification-notice')).toBeNull();
  });

  it('offers the buying pages once they work', async () => {
    await startBusinessPage({ answers: { getMemberProfile: () => ok(durandProfile()) } });
    await renderBusinessPage('/b2b', <LandingPage live={new Set(['landing', 'info', 'buying', 'buyingSelf'])} />);
    const order = screen.getByRole('region', { name: 'Order gift cards' });
    expect(within(order).getByRole('link', { name: /Buy for others/ })).toHaveAttribute('href', '/b2b/buying');
    expect(within(order).getByRole('link', { name: /Buy for your company/ })).toHaveAttribute(
      'href',
      '/b2b/buying-self',
    );
  });

  it('says the account awaits the document check, or that it was refused with the business contacts', async () => {
    await openLanding({ getMemberProfile: () => ok(durandProfile({ businessVerification: 'pending' })) });
    expect(screen.getByTestId('business-verification-notice')).toHaveTextContent('usually takes 1 to 7 days');

    const support = { ...b2bUnit().support, businessPhone: '+33 1 84 88 00 10', businessEmail: 'pro@example.test' };
    await openLanding(
      { getMemberProfile: () => ok(durandProfile({ businessVerification: 'refused' })) },
      'en',
      b2bUnit({ support }),
    );
    const [refused] = screen.getAllByTestId('business-verification-notice').slice(-1);
    expect(refused).toHaveTextContent('We could not verify your company documents.');
    expect(within(refused).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it("shows the session's name and a retry when the profile cannot be loaded", async () => {
    const api = await openLanding({
      getMemberProfile: [() => failed({ code: 99999, message: 'down' }), () => ok(durandProfile())],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Sophie Durand');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account details could not be loaded.');
    expect(screen.queryByRole('link', { name: /Business wallet/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.callsOf('getMemberProfile')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Atelier Durand SAS');
  });

  it('reads right to left in Arabic', async () => {
    await openLanding({ getMemberProfile: () => ok(durandProfile()) }, 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مرحبًا، Atelier Durand SAS');
    expect(screen.getByRole('link', { name: /سجل الطلبات/ })).toHaveAttribute('href', '/account/history');
  });
});
