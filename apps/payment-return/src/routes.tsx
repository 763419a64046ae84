import type { RemoteRoutesModuleOf } from '@shop/federation';
import { MemberValidatePage, OrderResultPage, PaymentLoadingPage, UnlockPage } from './pages/ReturnPages';
import { RELEASE } from './release';

/** The payment-return remote: /loading/:type, /order/:number, /unlock, /memberValidate. */
const routes: RemoteRoutesModuleOf<'paymentReturn'> = {
  release: RELEASE,
  pages: {
    order: OrderResultPage,
    loading: PaymentLoadingPage,
    unlock: UnlockPage,
    memberValidate: MemberValidatePage,
  },
};

export default routes;
export const { release, pages } = routes;
