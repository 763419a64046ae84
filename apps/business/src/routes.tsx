import type { RemoteRoutesModuleOf } from '@shop/federation';
import { plannedPage } from '@shop/ui';
import { BusinessLoginPage } from './features/business-auth/components/BusinessLoginPage';
import { BusinessRegisterPage } from './features/business-auth/components/BusinessRegisterPage';
import { withVerificationNotice } from './features/business-verification/components/with-verification-notice';
import { RELEASE } from './release';

/**
 * The business remote: /b2b/*, /auth/b2b/* and KYB. The business-only pages say when the account still
 * waits for its document check (decision 0023).
 */
const routes: RemoteRoutesModuleOf<'business'> = {
  release: RELEASE,
  pages: {
    login: BusinessLoginPage,
    register: BusinessRegisterPage,
    landing: withVerificationNotice(plannedPage('business.landing')),
    info: plannedPage('business.info'),
    buying: withVerificationNotice(plannedPage('business.buying')),
    buyingSelf: withVerificationNotice(plannedPage('business.buyingSelf')),
    checkout: withVerificationNotice(plannedPage('business.checkout')),
    checkoutSelf: withVerificationNotice(plannedPage('business.checkoutSelf')),
  },
};

export default routes;
export const { release, pages } = routes;
