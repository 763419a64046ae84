import { act, fireEvent, screen } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import { failed, ok, renderBusinessPage, startBusinessPage } from '../../../testing/business-test-kit';
import { LEMAIRE_KYB, forgetKyb } from '../../../testing/kyb-test-kit';
import { forgetEmailConfirmations } from '../hooks/use-email-confirmation';
import { kybSessionStore } from '../kyb-session-store';
import { KybVerifyEmailPage } from './KybVerifyEmailPage';

const TOKEN = 'v'.repeat(43);
const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

describe('the KYB email verification page', () => {
  afterEach(() => {
    forgetKyb();
    forgetEmailConfirmations();
  });

  it('confirms the link once, then creates the KYB account and opens the dossier', async () => {
    const api = await startBusinessPage({
      user: null,
      answers: {
        confirmEmailVerification: () => ok({ email: LEMAIRE_KYB.email, registrationToken: 'r'.repeat(43) }),
        kybRegisterAccount: () =>
          ok({
            kybToken: LEMAIRE_KYB.token,
            custId: LEMAIRE_KYB.custId,
            email: LEMAIRE_KYB.email,
            companyName: 'Boutique Lemaire',
          }),
      },
    });
    await renderBusinessPage(`/b2b/kyb/verify-email?token=${TOKEN}`, <KybVerifyEmailPage />);
    expect(api.callsOf('confirmEmailVerification')).toEqual([{ aggregatorBuId: '97', token: TOKEN }]);
    expect(screen.getByRole('status')).toHaveTextContent(`Your email ${LEMAIRE_KYB.email} is confirmed.`);

    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Boutique Lemaire' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Lemaire-2026' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Lemaire-2027' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('kyb-account-submit'));
    });
    expect(fieldError('confirmPassword')).toBeTruthy();
    expect(api.callsOf('kybRegisterAccount')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Lemaire-2026' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('kyb-account-submit'));
    });
    expect(api.callsOf('kybRegisterAccount')).toEqual([
      {
        aggregatorBuId: '97',
        registrationToken: 'r'.repeat(43),
        companyName: 'Boutique Lemaire',
        password: 'Lemaire-2026',
      },
    ]);
    expect(kybSessionStore.getState().session).toEqual(LEMAIRE_KYB);
    expect(screen.getByTestId('landed')).toHaveTextContent('/b2b/kyb/dossier');
  });

  it('says when the link is no longer valid and leads back to the start', async () => {
    await startBusinessPage({
      user: null,
      answers: { confirmEmailVerification: () => failed(API_ERRORS.KYB_VERIFY_LINK_INVALID, 400) },
    });
    await renderBusinessPage(`/b2b/kyb/verify-email?token=${TOKEN}`, <KybVerifyEmailPage />);
    expect(screen.getByTestId('kyb-verify-failed')).toHaveTextContent('This link is no longer valid.');
    expect(screen.getByRole('link', { name: 'Back to company verification' })).toHaveAttribute('href', '/b2b/kyb');
  });
});
