import type { RemoteRoutesModuleOf } from '@shop/federation';
import { SalesmanBuyingPage } from './features/buying/components/SalesmanBuyingPage';
import { SalesmanCheckoutPage } from './features/checkout/components/SalesmanCheckoutPage';
import { CommissionPage } from './features/commission/components/CommissionPage';
import { CustomersPage } from './features/customers/components/CustomersPage';
import { SalesmanLoginPage } from './features/salesman-auth/components/SalesmanLoginPage';
import { RELEASE } from './release';

/** /salesman/buying: cards for the chosen customer's recipients. */
function Buying() {
  return <SalesmanBuyingPage mode="others" />;
}

/** /salesman/buying-self: cards sent to the chosen customer itself. */
function BuyingSelf() {
  return <SalesmanBuyingPage mode="self" />;
}

function Checkout() {
  return <SalesmanCheckoutPage mode="others" />;
}

function CheckoutSelf() {
  return <SalesmanCheckoutPage mode="self" />;
}

/** The salesman remote: /salesman/* and /auth/salesman/login (issue 20, decision 0037). */
const routes: RemoteRoutesModuleOf<'salesman'> = {
  release: RELEASE,
  pages: {
    login: SalesmanLoginPage,
    landing: CustomersPage,
    buying: Buying,
    buyingSelf: BuyingSelf,
    checkout: Checkout,
    checkoutSelf: CheckoutSelf,
    commission: CommissionPage,
  },
};

export default routes;
export const { release, pages } = routes;
