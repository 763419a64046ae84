import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_BOOK_MAX, type Address } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { contentsCss, focusButtonIn } from '../../../shared/focus';
import { notifySaved } from '../../../shared/notify';
import { SectionCard } from '../../../shared/SectionCard';
import { accountErrorText } from '../../../shared/server-errors';
import { useCountryList } from '../../reference-data/hooks/use-reference-data';
import { bookIsFull, withAddress, withDefault, withoutAddress } from '../address-book-edit';
import { useAddressBook } from '../hooks/use-address-book';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; index: number };

/** The address book (/account/profile/addresses): default address first, add, edit, delete, set default. */
export function AddressBook() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const { state, save, reload } = useAddressBook(custId);
  const countries = useCountryList();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const addRef = useRef<HTMLSpanElement>(null);
  const formWasOpen = useRef(false);

  // Closing the form (saved or cancelled) gives the focus back to "Add an address".
  useEffect(() => {
    if (editing.kind === 'none' && formWasOpen.current) focusButtonIn(addRef);
    formWasOpen.current = editing.kind !== 'none';
  }, [editing]);

  if (state.status === 'loading' || countries.status === 'loading')
    return <LoadingIndicator label={t('addressBook.loading')} />;
  if (state.status === 'failed' || countries.status === 'failed') {
    const retry = () => {
      if (state.status === 'failed') reload();
      if (countries.status === 'failed') countries.retry();
    };
    return (
      <div data-testid="address-book-load-failed">
        <FormAlert tone="error">
          {t('addressBook.loadFailed')} {state.status === 'failed' ? accountErrorText(state.error, t) : null}
        </FormAlert>
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { book } = state;
  const full = bookIsFull(book);
  const nameOf = (index: number) => book[index].addressBookName || t('addressBook.unnamed', { number: index + 1 });

  function closeForm() {
    setEditing({ kind: 'none' });
  }

  /** Writes a whole new book; a refusal that names no field of a form shows above the list. */
  async function write(next: Address[], savedKey: string) {
    setBusy(true);
    setAlert(null);
    const result = await save(next);
    setBusy(false);
    if (result.ok) notifySaved(savedKey);
    return result;
  }

  async function saveFromForm(address: Address, index: number | null) {
    const result = await write(withAddress(book, address, index), 'account:addressBook.saved');
    if (result.ok) closeForm();
    return result;
  }

  async function writeFromList(next: Address[], savedKey: string) {
    const result = await write(next, savedKey);
    if (!result.ok) setAlert(accountErrorText(result.error, t));
  }

  return (
    <SectionCard title={t('addressBook.title')} description={t('addressBook.description')} testId="address-book">
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      {editing.kind === 'none' ? (
        <div css={(theme: Theme) => ({ marginBottom: theme.space(5) })}>
          <span ref={addRef} css={contentsCss}>
            <Button onClick={() => setEditing({ kind: 'add' })} disabled={full || busy} data-testid="address-book-add">
              {t('addressBook.add')}
            </Button>
          </span>
          {full ? (
            <p data-testid="address-book-full" css={(theme: Theme) => ({ margin: `${theme.space(2)} 0 0` })}>
              {t('addressBook.full', { max: ADDRESS_BOOK_MAX })}
            </p>
          ) : null}
        </div>
      ) : (
        <AddressForm
          address={editing.kind === 'edit' ? book[editing.index] : null}
          index={editing.kind === 'edit' ? editing.index : book.length}
          countries={countries.data}
          onSave={(address) => saveFromForm(address, editing.kind === 'edit' ? editing.index : null)}
          onCancel={closeForm}
        />
      )}
      {book.length === 0 ? (
        <p data-testid="address-book-empty">{t('addressBook.empty')}</p>
      ) : (
        <ul
          data-testid="address-book-list"
          aria-label={t('addressBook.title')}
          css={(theme: Theme) => ({
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: theme.space(4),
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          })}
        >
          {book.map((address, index) => (
            <AddressCard
              key={address.addressId}
              address={address}
              name={nameOf(index)}
              countries={countries.data}
              busy={busy || editing.kind !== 'none'}
              onEdit={() => setEditing({ kind: 'edit', index })}
              onDelete={() =>
                void writeFromList(withoutAddress(book, index), 'account:addressBook.deleted').then(() =>
                  focusButtonIn(addRef),
                )
              }
              onSetDefault={() => void writeFromList(withDefault(book, index), 'account:addressBook.saved')}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
