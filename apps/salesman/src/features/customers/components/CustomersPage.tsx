import type { Theme } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator, TextField, apiErrorText } from '@shop/ui';
import { SalesmanArea } from '../../../shared/SalesmanArea';
import { pageCss, panelCss, rowCss } from '../../../shared/page-styles';
import { fetchCustomers } from '../api/customers-api';
import { useLoaded } from '../hooks/use-loaded';
import { CustomerDetailPanel } from './CustomerDetailPanel';
import { CustomerTable } from './CustomerTable';

/**
 * /salesman: the salesman's customers (an admin salesman's: every salesman's, with who owns each),
 * searched and paged; choosing one shows its profile, contract type and address book, and the way to
 * order for it unless its contract blocks salesman orders.
 */
export function CustomersPage() {
  return (
    <SalesmanArea>
      <Customers />
    </SalesmanArea>
  );
}

function Customers() {
  const { t } = useTranslation('salesman');
  const common = useTranslation('common').t;
  const admin = useSession((state) => state.user?.isAdminSalesman ?? false);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [chosen, setChosen] = useState<string | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const list = useLoaded(`${query.search}\n${query.page}`, () => fetchCustomers(query.search, query.page));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: typed.trim(), page: 1 });
  };
  const state = list.state;
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.totalCount / state.data.pageSize)) : 1;

  return (
    <div css={pageCss} data-testid="salesman-customers">
      <h1 css={{ margin: 0 }}>{t('customers.title')}</h1>
      <p css={{ fontSize: '1.125rem' }}>{t('customers.lead')}</p>
      {admin ? <p data-testid="admin-lead">{t('customers.adminLead')}</p> : null}
      <form role="search" onSubmit={search} css={rowCss}>
        <div css={{ flex: '1 1 320px', maxWidth: 480 }}>
          <TextField
            label={t('customers.search')}
            hint={t('customers.searchHint')}
            type="search"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {/* Level with the input, above its hint line. */}
        <Button type="submit" css={{ marginBottom: 38 }}>
          {t('customers.searchButton')}
        </Button>
      </form>
      <section css={panelCss} aria-live="polite" aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' ? <LoadingIndicator label={t('customers.loading')} /> : null}
        {state.status === 'failed' ? (
          <FormAlert tone="error">
            {apiErrorText(state.error, t) || t('customers.failed')}{' '}
            <Button variant="secondary" onClick={list.retry}>
              {common('genericError.tryAgain')}
            </Button>
          </FormAlert>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <p css={{ marginTop: 0 }}>{t('customers.count', { count: state.data.totalCount })}</p>
            {state.data.customers.length === 0 ? (
              <p>{t('customers.none')}</p>
            ) : (
              <CustomerTable
                customers={state.data.customers}
                showOwner={admin}
                chosen={chosen}
                onChoose={(custId) => {
                  setChosen(custId);
                  // The detail opens below the list: its heading takes the focus once it is in.
                  requestAnimationFrame(() => detailHeading.current?.focus());
                }}
              />
            )}
            {pages > 1 ? (
              <nav aria-label={t('customers.pages')} css={(theme: Theme) => ({ ...rowCss(theme), marginTop: 16 })}>
                <Button
                  variant="secondary"
                  disabled={query.page <= 1}
                  onClick={() => setQuery({ ...query, page: query.page - 1 })}
                >
                  {t('customers.previous')}
                </Button>
                <span>{t('customers.pageOf', { page: query.page, pages })}</span>
                <Button
                  variant="secondary"
                  disabled={query.page >= pages}
                  onClick={() => setQuery({ ...query, page: query.page + 1 })}
                >
                  {t('customers.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
      {chosen ? <CustomerDetailPanel custId={chosen} headingRef={detailHeading} /> : null}
    </div>
  );
}
