import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberAddressBook, updateMemberAddressBook, type Address, type AddressBookEntry } from '@shop/contracts';

export function fetchAddressBook(custId: string): Promise<ApiResult<{ deliveryAddressBook: AddressBookEntry[] }>> {
  return shopApi().call(getMemberAddressBook, { custId });
}

/** Writes the whole book; the answer is the book as stored, default first. */
export function saveAddressBook(
  custId: string,
  book: Address[],
): Promise<ApiResult<{ deliveryAddressBook: AddressBookEntry[] }>> {
  return shopApi().call(updateMemberAddressBook, { custId, deliveryAddressBook: book });
}
