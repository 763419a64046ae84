import { ADDRESS_BOOK_MAX, type Address, type AddressBookEntry } from '@shop/contracts';

/** The book is written whole (updateMemberAddressBook): these build the next book from the shown one. */

export function withoutId(entry: AddressBookEntry): Address {
  const address: Partial<AddressBookEntry> = { ...entry };
  delete address.addressId;
  return address as Address;
}

/** At most one default: the given one takes it from the others. */
function oneDefault(book: Address[], defaultIndex: number): Address[] {
  return book.map((address, index) => ({ ...address, isDefault: index === defaultIndex }));
}

/** Adds (index null) or replaces an address. The first address of a book is its default. */
export function withAddress(book: readonly AddressBookEntry[], address: Address, index: number | null): Address[] {
  const next = book.map(withoutId);
  const position = index ?? next.length;
  next[position] = {
    ...address,
    isDefault: address.isDefault || next.length === 0 || (next.length === 1 && index === 0),
  };
  return next[position].isDefault ? oneDefault(next, position) : next;
}

export function withoutAddress(book: readonly AddressBookEntry[], index: number): Address[] {
  return book.map(withoutId).filter((_address, position) => position !== index);
}

export function withDefault(book: readonly AddressBookEntry[], index: number): Address[] {
  return oneDefault(book.map(withoutId), index);
}

export function bookIsFull(book: readonly unknown[]): boolean {
  return book.length >= ADDRESS_BOOK_MAX;
}
