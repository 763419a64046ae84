import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AddressBookEntry } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { contentsCss, focusButtonIn } from '../../../shared/focus';
import { countryName } from '../../address-fields/address-values';
import { displayPhone } from '../../phone-change/display-phone';
import type { CountryList } from '../../reference-data/api/reference-api';

export interface AddressCardProps {
  address: AddressBookEntry;
  /** The name shown for it: its address book name, else "Address n". */
  name: string;
  countries: CountryList;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onSetDefault(): void;
}

/** One address of the book, with its actions; deleting asks first. */
export function AddressCard({ address, name, countries, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const keepRef = useRef<HTMLSpanElement>(null);
  const deleteRef = useRef<HTMLSpanElement>(null);
  const civility = address.civillity === 3 ? '' : `${t(`civility.${address.civillity}`)} `;

  const asked = useRef(false);

  // The question takes the focus (on "keep it"); closing it gives the focus back to "Delete".
  useEffect(() => {
    if (confirming) focusButtonIn(keepRef);
    else if (asked.current) focusButtonIn(deleteRef);
    asked.current = confirming;
  }, [confirming]);

  function cancelDelete() {
    setConfirming(false);
  }

  return (
    <li
      data-testid="address-card"
      data-default={address.isDefault ? 'true' : 'false'}
      css={(theme: Theme) => ({
        border: `${address.isDefault ? 2 : 1}px solid ${address.isDefault ? theme.colors.primary : '#d5dce4'}`,
        borderRadius: theme.radius,
        padding: theme.space(4),
        background: '#fff',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
      })}
    >
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
        <h3 css={{ margin: 0, fontSize: '1.0625rem' }}>{name}</h3>
        {address.isDefault ? (
          <span
            data-testid="address-default-badge"
            css={(theme: Theme) => ({
              background: theme.colors.primary,
              color: theme.colors.primaryText,
              borderRadius: 999,
              padding: '2px 10px',
              fontSize: '0.875rem',
              fontWeight: 600,
            })}
          >
            {t('addressBook.default')}
          </span>
        ) : null}
      </div>
      <address css={{ fontStyle: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' }}>
        {civility}
        {address.firstName} {address.lastName}
        <br />
        {address.firstAddress}
        {address.secondAddress ? (
          <>
            <br />
            {address.secondAddress}
          </>
        ) : null}
        <br />
        {[address.zipCode, address.city].filter(Boolean).join(' ')}
        <br />
        {countryName(countries, address.country)}
        {address.phoneNumber ? (
          <>
            <br />
            <span dir="ltr">{displayPhone(address.phoneNumber)}</span>
          </>
        ) : null}
      </address>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={questionId}
          data-testid="address-delete-confirmation"
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancelDelete();
          }}
          css={(theme: Theme) => ({
            background: theme.colors.surface,
            borderRadius: theme.radius,
            padding: theme.space(3),
          })}
        >
          <p id={questionId} css={(theme: Theme) => ({ margin: `0 0 ${theme.space(3)}`, fontWeight: 600 })}>
            {t('addressBook.deleteQuestion', { name })}
          </p>
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            <Button
              onClick={onDelete}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="address-delete-confirm"
            >
              {t('addressBook.deleteConfirm')}
            </Button>
            <span ref={keepRef} css={contentsCss}>
              <Button variant="secondary" onClick={cancelDelete} disabled={busy} data-testid="address-delete-cancel">
                {t('addressBook.deleteCancel')}
              </Button>
            </span>
          </div>
        </div>
      ) : (
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
          <Button
            variant="secondary"
            onClick={onEdit}
            disabled={busy}
            aria-label={t('addressBook.editNamed', { name })}
            data-testid="address-edit"
          >
            {t('edit')}
          </Button>
          <span ref={deleteRef} css={contentsCss}>
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              disabled={busy}
              aria-label={t('addressBook.deleteNamed', { name })}
              data-testid="address-delete"
            >
              {t('addressBook.delete')}
            </Button>
          </span>
          {address.isDefault ? null : (
            <Button
              variant="secondary"
              onClick={onSetDefault}
              disabled={busy}
              aria-label={t('addressBook.setDefaultNamed', { name })}
              data-testid="address-set-default"
            >
              {t('addressBook.setDefault')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
