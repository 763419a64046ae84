import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { accountErrorText } from '../../../shared/server-errors';
import { SectionCard } from '../../../shared/SectionCard';
import { useQuotations } from '../hooks/use-quotations';
import { emptyCss, itemListCss } from './list-styles';
import { PagedListFooter } from './PagedListFooter';
import { QuotationItem } from './QuotationItem';

/** The "Quotation" tab (/account/quotations): the member's quotations, newest first, 10 at a time. */
export function QuotationsPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const list = useQuotations(custId);
  const firstFailure = !list.loaded ? list.failure : null;

  return (
    <SectionCard title={t('quotations.title')} description={t('quotations.intro')} testId="quotations">
      <div aria-busy={list.loadingPage !== null}>
        {!list.loaded && !firstFailure ? <LoadingIndicator label={t('quotations.loading')} /> : null}
        {firstFailure ? (
          <div data-testid="quotations-load-failed">
            <FormAlert tone="error">
              {t('quotations.loadFailed')} {accountErrorText(firstFailure.error, t)}
            </FormAlert>
            <Button variant="secondary" onClick={list.retry}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {list.loaded && list.items.length === 0 ? (
          <div css={emptyCss} data-testid="quotations-empty">
            <p>{t('quotations.empty')}</p>
            <Link to="/">{t('quotations.toShop')}</Link>
          </div>
        ) : null}
        {list.items.length > 0 ? (
          <>
            <ul css={itemListCss} data-testid="quotation-list">
              {list.items.map((quotation) => (
                <QuotationItem key={quotation.orderNo} quotation={quotation} />
              ))}
            </ul>
            <PagedListFooter
              testId="quotations"
              shown={list.items.length}
              total={list.totalCount}
              more={list.more}
              loading={list.loadingPage !== null}
              failure={list.loaded ? (list.failure?.error ?? null) : null}
              onMore={list.loadMore}
              onRetry={list.retry}
            />
          </>
        ) : null}
      </div>
    </SectionCard>
  );
}
