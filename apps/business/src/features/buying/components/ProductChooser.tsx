import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { PRODUCT_PAGE_SIZE, type ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { cardGridCss } from '../../../shared/page-styles';
import { useBusinessProducts } from '../hooks/use-business-products';
import { BusinessProductCard } from './BusinessProductCard';

/**
 * The business catalogue, page by page, as cards to choose from. Only cards sent by email are offered
 * here: a card sent by post needs a delivery address this page does not ask (decision 0029).
 */
export function ProductChooser({ onChoose }: { onChoose(product: ProductSummary): void }) {
  const { t } = useTranslation('business');
  const common = useTranslation('common').t;
  const [page, setPage] = useState(1);
  const products = useBusinessProducts(page);
  if (products.state === 'loading') return <LoadingIndicator label={t('buying.products.loading')} />;
  if (products.state === 'failed')
    return (
      <div>
        <FormAlert tone="error">{t('buying.products.failed')}</FormAlert>
        <Button variant="secondary" onClick={products.retry}>
          {common('genericError.tryAgain')}
        </Button>
      </div>
    );
  const offered = products.data.products.filter((product) => product.kind === 'D');
  const pages = Math.max(1, Math.ceil(products.data.totalCount / PRODUCT_PAGE_SIZE));
  return (
    <div>
      {offered.length === 0 ? <p>{t('buying.products.none')}</p> : null}
      <ul css={cardGridCss} aria-label={t('buying.products.label')}>
        {offered.map((product) => (
          <BusinessProductCard key={product.itemCode} product={product} onChoose={() => onChoose(product)} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav
          aria-label={t('buying.products.pages')}
          css={(theme: Theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'center', marginTop: 16 })}
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('buying.products.previous')}
          </Button>
          <span aria-live="polite">{t('buying.products.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('buying.products.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
