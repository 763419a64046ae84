import type { Theme } from '@emotion/react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import { panelCss, rowCss } from '../../../shared/page-styles';
import { SALESMAN_BUYING_PATHS, type SalesmanBuyingMode } from '../../draft-order/draft-order';
import { fetchCustomer, type CustomerDetail } from '../api/customers-api';
import { contractName } from '../contract-name';
import { CUSTOMER_BLOCK_TEXT_KEYS } from '../customer-block';
import { useChosenCustomer } from '../hooks/use-chosen-customer';
import { useLoaded } from '../hooks/use-loaded';

/** The chosen customer: profile, contract type, address book, and the ways to order for it. */
export function CustomerDetailPanel({
  custId,
  headingRef,
}: {
  custId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('salesman');
  const common = useTranslation('common').t;
  const detail = useLoaded(custId, () => fetchCustomer(custId));
  const state = detail.state;
  return (
    <section css={panelCss} aria-labelledby="customer-heading" data-testid="customer-detail">
      {state.status === 'loading' ? <LoadingIndicator label={t('customer.loading')} /> : null}
      {state.status === 'failed' ? (
        <FormAlert tone="error">
          {apiErrorText(state.error, t) || t('customer.failed')}{' '}
          <Button variant="secondary" onClick={detail.retry}>
            {common('genericError.tryAgain')}
          </Button>
        </FormAlert>
      ) : null}
      {state.status === 'ready' ? <Detail detail={state.data} headingRef={headingRef} /> : null}
    </section>
  );
}

function Detail({ detail, headingRef }: { detail: CustomerDetail; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('salesman');
  const common = useTranslation('common').t;
  const unit = useUnit();
  const navigate = useNavigate();
  const { choose } = useChosenCustomer();
  const { customer } = detail;
  const modes: SalesmanBuyingMode[] = unit.features.hideDeliverToMe ? ['others'] : ['others', 'self'];
  const order = (mode: SalesmanBuyingMode) => {
    const { custId, companyName, contactName, email, contractTypeId, orderBlock } = customer;
    choose({ custId, companyName, contactName, email, contractTypeId, orderBlock });
    void navigate(SALESMAN_BUYING_PATHS[mode]);
  };
  return (
    <>
      <h2 id="customer-heading" ref={headingRef} tabIndex={-1} css={{ marginTop: 0 }}>
        {customer.companyName}
      </h2>
      <div css={columnsCss}>
        <div>
          <h3>{t('customer.profile')}</h3>
          <dl css={listCss}>
            <dt>{t('customer.contact')}</dt>
            <dd>{customer.contactName || `${detail.firstName} ${detail.lastName}`.trim()}</dd>
            <dt>{t('customer.email')}</dt>
            <dd dir="ltr">{customer.email}</dd>
            <dt>{t('customer.phone')}</dt>
            <dd dir="ltr">{customer.phoneNumber || '—'}</dd>
            <dt>{t('customer.contract')}</dt>
            <dd data-testid="customer-contract">{contractName(customer.contractTypeId, t)}</dd>
            <dt>{t('customer.status')}</dt>
            <dd>{customer.verified ? t('customers.verified') : t('customers.unverified')}</dd>
            {customer.ownerSalesmanName ? (
              <>
                <dt>{t('customer.owner')}</dt>
                <dd>{customer.ownerSalesmanName}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div>
          <h3>{t('customer.addressBook')}</h3>
          {detail.deliveryAddressBook.length === 0 ? (
            <p>{t('customer.noAddress')}</p>
          ) : (
            <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {detail.deliveryAddressBook.map((entry) => (
                <li key={entry.addressId} css={addressCss}>
                  {entry.addressBookName ? <strong>{entry.addressBookName}</strong> : null}
                  <span>{`${entry.firstName} ${entry.lastName}`}</span>
                  <span>{[entry.firstAddress, entry.secondAddress].filter(Boolean).join(', ')}</span>
                  <span>{`${entry.zipCode} ${entry.city}, ${entry.country}`}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <h3>{t('customer.orderHeading')}</h3>
      {customer.orderBlock ? (
        <div data-testid="customer-blocked">
          <FormAlert tone="error">{common(CUSTOMER_BLOCK_TEXT_KEYS[customer.orderBlock])}</FormAlert>
        </div>
      ) : (
        <div css={rowCss}>
          {modes.map((mode) => (
            <Button key={mode} variant={mode === 'others' ? 'primary' : 'secondary'} onClick={() => order(mode)}>
              {t(mode === 'others' ? 'customer.buying' : 'customer.buyingSelf')}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}

const columnsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: theme.space(6),
});
const listCss = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: 0,
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
};
const addressCss = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  padding: theme.space(3),
  border: '1px solid #e1e5eb',
  borderRadius: theme.radius,
});
