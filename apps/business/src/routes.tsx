import type { RemoteRoutesModuleOf } from '@shop/federation';
import { plannedPage } from '@shop/ui';
import { BusinessLoginPage } from './features/business-auth/components/BusinessLoginPage';
import { BusinessRegisterPage } from './features/business-auth/components/BusinessRegisterPage';
import { RELEASE } from './release';

/** The business remote: /b2b/*, /auth/b2b/* and KYB. */
const routes: RemoteRoutesModuleOf<'business'> = {
  release: RELEASE,
  pages: {
    login: BusinessLoginPage,
    register: BusinessRegisterPage,
    landing: plannedPage('business.landing'),
    info: plannedPage('business.info'),
    buying: plannedPage('business.buying'),
    buyingSelf: plannedPage('business.buyingSelf'),
    checkout: plannedPage('business.checkout'),
    checkoutSelf: plannedPage('business.checkoutSelf'),
  },
};

export default routes;
export const { release, pages } = routes;
