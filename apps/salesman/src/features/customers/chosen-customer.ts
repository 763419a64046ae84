import type { SalesmanCustomer } from '@shop/contracts';
import { decodeStoredValue, encodeStoredValue, STORAGE_KEY_PREFIX } from '@shop/cart-engine';

// The customer the salesman works for, from the list to the buying and checkout pages: kept for the tab
// (session storage), per salesman, so a reload keeps it and another salesman never inherits it.

/** What the buying and checkout pages need of the customer (the API checks it again on every order). */
export type ChosenCustomer = Pick<
  SalesmanCustomer,
  'custId' | 'companyName' | 'contactName' | 'email' | 'contractTypeId' | 'orderBlock'
>;

const keyOf = (buId: string, salesmanId: string) => `${STORAGE_KEY_PREFIX}:${buId}:salesmanCustomer:${salesmanId}`;

export function readChosenCustomer(buId: string, salesmanId: string): ChosenCustomer | null {
  const stored = decodeStoredValue(window.sessionStorage.getItem(keyOf(buId, salesmanId)));
  if (typeof stored !== 'object' || stored === null || typeof (stored as ChosenCustomer).custId !== 'string')
    return null;
  return stored as ChosenCustomer;
}

export function keepChosenCustomer(buId: string, salesmanId: string, customer: ChosenCustomer): void {
  window.sessionStorage.setItem(keyOf(buId, salesmanId), encodeStoredValue(customer));
}
