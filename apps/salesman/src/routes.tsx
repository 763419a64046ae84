import type { RemoteRoutesModuleOf } from '@shop/federation';
import { plannedPage } from '@shop/ui';
import { RELEASE } from './release';

/** The salesman remote: /salesman/* and /auth/salesman/login. */
const routes: RemoteRoutesModuleOf<'salesman'> = {
  release: RELEASE,
  pages: {
    login: plannedPage('salesman.login'),
    landing: plannedPage('salesman.landing'),
    buying: plannedPage('salesman.buying'),
    buyingSelf: plannedPage('salesman.buyingSelf'),
    checkout: plannedPage('salesman.checkout'),
    checkoutSelf: plannedPage('salesman.checkoutSelf'),
  },
};

export default routes;
export const { release, pages } = routes;
