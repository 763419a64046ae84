import { CUSTOMER_LIST_PAGE_SIZE, getCustomerList, getSalesmanCustomer, type PaymentMean } from '@shop/contracts';
import { paymentMethodsFor } from '@shop/brand';
import type { BusinessUnit, MemberProfile } from '@shop/contracts';
import { handler } from '../../http/handler';
import type { AccountRow } from '../auth/account-repository';
import { actableCustomer, askedSalesman, callingSalesman, customerEntry } from './salesman-access';

/** The means a salesman's order is paid with: those of the customer's contract type that need no card (03, 05). */
const SALESMAN_PAYMENT_MEANS: readonly PaymentMean[] = ['03', '05'];

export function salesmanPaymentMeans(unit: BusinessUnit, customer: AccountRow): PaymentMean[] {
  return paymentMethodsFor(unit, customer.contractTypeId).filter((mean) => SALESMAN_PAYMENT_MEANS.includes(mean));
}

export const getCustomerListHandler = handler(getCustomerList, async (call) => {
  const salesman = await callingSalesman(call);
  const { input, unit, services } = call;
  const page = await services.salesmen.customerPage({
    buId: unit.buId,
    salesmanAccountId: askedSalesman(salesman, input.salesmanId, false),
    search: input.search,
    page: input.page,
    pageSize: CUSTOMER_LIST_PAGE_SIZE,
  });
  return {
    totalCount: page.totalCount,
    page: input.page,
    pageSize: CUSTOMER_LIST_PAGE_SIZE,
    customers: page.customers.map(customerEntry),
  };
});

export const getSalesmanCustomerHandler = handler(getSalesmanCustomer, async (call) => {
  const salesman = await callingSalesman(call);
  const owned = await actableCustomer(call, salesman, call.input.custId);
  const { account } = owned;
  return {
    customer: customerEntry(owned),
    firstName: account.firstName,
    lastName: account.lastName,
    civillity: account.civility,
    companyInfo: (account.companyInfo as MemberProfile['companyInfo']) ?? null,
    deliveryInfo: (account.deliveryInfo as MemberProfile['deliveryInfo']) ?? null,
    invoiceInfo: (account.invoiceInfo as MemberProfile['invoiceInfo']) ?? null,
    deliveryAddressBook: await call.services.members.addressBook(account.id),
    paymentMeans: salesmanPaymentMeans(call.unit, account),
  };
});
