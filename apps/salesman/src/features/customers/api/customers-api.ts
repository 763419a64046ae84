import { shopApi, type ApiResult } from '@shop/api-client';
import { getCustomerList, getSalesmanCustomer, type ResponseOf } from '@shop/contracts';

// The salesman's customers (spec 2 getCustomerList) and one customer's profile and address book.

export type CustomerPage = ResponseOf<typeof getCustomerList>;
export type CustomerDetail = ResponseOf<typeof getSalesmanCustomer>;

/** A page of the customers the salesman may act for (an admin: the unit's, whoever owns them). */
export const fetchCustomers = (search: string, page: number): Promise<ApiResult<CustomerPage>> =>
  shopApi().call(getCustomerList, { search, page });

export const fetchCustomer = (custId: string): Promise<ApiResult<CustomerDetail>> =>
  shopApi().call(getSalesmanCustomer, { custId });
