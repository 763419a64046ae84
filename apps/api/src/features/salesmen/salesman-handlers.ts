import { priceSalesmanOrderHandler, salesmanCheckoutHandler } from './checkout-handlers';
import { downloadSalesmanCommissionHandler, getSalesmanCommissionHandler } from './commission-statement';
import { getCustomerListHandler, getSalesmanCustomerHandler } from './customer-handlers';
import { salesmanLoginHandler } from './salesman-login';

export const SALESMAN_HANDLERS = [
  salesmanLoginHandler,
  getCustomerListHandler,
  getSalesmanCustomerHandler,
  priceSalesmanOrderHandler,
  salesmanCheckoutHandler,
  getSalesmanCommissionHandler,
  downloadSalesmanCommissionHandler,
];
