import { act, screen } from '@testing-library/react';
import { sessionStore, type SessionUser } from '@shop/session';
import { renderAt, setUpBusinessTest } from '../../../testing/business-auth-test-kit';
import { BusinessVerificationNotice } from './BusinessVerificationNotice';

const BUSINESS: SessionUser = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  custName: 'Boutique Lemaire SARL',
  custId: '100020',
  custType: 'B',
  paymentType: '',
  isAdminSalesman: false,
  companyType: 1,
  idCardNo: '',
};

describe('the business verification notice', () => {
  beforeEach(() => setUpBusinessTest());
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('tells a business waiting for the document check that it cannot order yet', async () => {
    act(() => sessionStore.getState().signIn({ ...BUSINESS, businessVerification: 'pending' }));
    await renderAt('/b2b', <BusinessVerificationNotice />);
    expect(screen.getByTestId('business-verification-notice')).toHaveTextContent(
      'Your business account awaits verification: we check your document within 1 to 7 days.',
    );
  });

  it('says a refusal, and nothing to a verified business', async () => {
    act(() => sessionStore.getState().signIn({ ...BUSINESS, businessVerification: 'refused' }));
    const { unmount } = await renderAt('/b2b', <BusinessVerificationNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be verified');
    unmount();
    act(() => sessionStore.getState().signIn({ ...BUSINESS, businessVerification: 'verified' }));
    await renderAt('/b2b', <BusinessVerificationNotice />);
    expect(screen.queryByTestId('business-verification-notice')).toBeNull();
  });
});
