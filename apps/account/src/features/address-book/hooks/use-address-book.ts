import { useCallback, useEffect, useState } from 'react';
import type { ApiError, Address, AddressBookEntry } from '@shop/contracts';
import { fetchAddressBook, saveAddressBook } from '../api/address-book-api';

export type AddressBookState =
  { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'ready'; book: AddressBookEntry[] };

/** The member's address book; `save` writes a whole new book and keeps the stored answer. */
export function useAddressBook(custId: string) {
  const [state, setState] = useState<AddressBookState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchAddressBook(custId).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', book: result.data.deliveryAddressBook }
          : { status: 'failed', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [custId, attempt]);

  const save = useCallback(
    async (book: Address[]) => {
      const result = await saveAddressBook(custId, book);
      if (result.ok) setState({ status: 'ready', book: result.data.deliveryAddressBook });
      return result;
    },
    [custId],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, save, reload };
}
