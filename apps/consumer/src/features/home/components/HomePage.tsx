import type { Theme } from '@emotion/react';
import { Suspense, lazy, useCallback, useState, type FormEvent, type MouseEvent } from 'react';
import { useUnit } from '@shop/brand/react';
import { formatAmount, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useCardsInCart } from '../hooks/use-cards-in-cart';
import { useCatalogue } from '../hooks/use-catalogue';
import { HomeBanners } from './HomeBanners';
import { ProductCard } from './ProductCard';
import { ProductGridSkeleton, productGridCss } from './ProductGridSkeleton';

/** Cards that may be on the first screen (a desktop row): their images load at once, the others lazily. */
const FIRST_SCREEN_CARDS = 4;

// Opens only when the cart is full: its code stays off the start page.
const QuantityLimitDialog = lazy(() =>
  import('./QuantityLimitDialog').then((module) => ({ default: module.QuantityLimitDialog })),
);

const chipCss = (theme: Theme) => ({
  minHeight: 44,
  padding: `0 ${theme.space(4)}`,
  borderRadius: 22,
  border: `2px solid ${theme.colors.primary}`,
  background: '#fff',
  color: theme.colors.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.primaryText },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

/**
 * The start page: the brand's banners, cards by category with paging, search by name. The
 * individual-only landing (/b2c) is the same catalogue under its own title.
 */
export function HomePage({ titleKey = 'consumer.home.title' }: { titleKey?: string }) {
  const { t, i18n } = useTranslation('pages');
  const unit = useUnit();
  const catalogue = useCatalogue();
  const cardsInCart = useCardsInCart();
  const [limitShown, setLimitShown] = useState(false);
  const closeLimit = useCallback(() => setLimitShown(false), []);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const money = (minor: number, currency: string) =>
    formatAmount(minor, { currency, decimalDigits: unit.decimalDigits, language });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    catalogue.searchFor(String(new FormData(event.currentTarget).get('productName') ?? ''));
  };
  const onChoose = (event: MouseEvent) => {
    if (cardsInCart < unit.b2cMaxQty) return;
    event.preventDefault();
    setLimitShown(true);
  };
  const { products, state } = catalogue;
  const categories = [{ categoryId: 0, categoryName: t('consumer.home.all') }, ...catalogue.categories];

  return (
    // A screen's height at least, as the shell's loading state: the footer stays below while the cards load.
    <div css={(theme: Theme) => ({ maxWidth: 1200, minHeight: '100vh', margin: '0 auto', padding: theme.space(4) })}>
      <HomeBanners />
      <h1>{t(titleKey)}</h1>
      <p>{t('consumer.home.lead')}</p>
      <form role="search" onSubmit={onSearch} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
        <label css={{ display: 'grid', gap: 4, flex: '1 1 240px', fontWeight: 600 }}>
          {t('consumer.home.searchLabel')}
          <input
            // A new category starts a new search: the box empties with it.
            key={catalogue.categoryId}
            type="search"
            name="productName"
            maxLength={60}
            defaultValue={catalogue.search}
            css={{ minHeight: 44, padding: '0 12px', font: 'inherit', border: '1px solid #6b7785', borderRadius: 4 }}
          />
        </label>
        <Button type="submit">{t('consumer.home.search')}</Button>
      </form>
      <nav aria-label={t('consumer.home.categories')}>
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '16px 0' }}>
          {categories.map((category) => (
            <li key={category.categoryId}>
              <button
                type="button"
                css={chipCss}
                aria-pressed={catalogue.categoryId === category.categoryId}
                onClick={() => catalogue.chooseCategory(category.categoryId)}
              >
                {category.categoryName}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <h2 css={{ fontSize: '1.25rem' }}>{t('consumer.home.cards')}</h2>
      <p role="status" css={{ minHeight: '1.5em' }}>
        {state === 'loading' || catalogue.loadingMore
          ? t('common:loading')
          : state === 'ready'
            ? products.length === 0
              ? t('consumer.home.none')
              : t('consumer.home.count', { count: catalogue.totalCount })
            : ''}
      </p>
      {state === 'loading' && products.length === 0 ? <ProductGridSkeleton /> : null}
      {state !== 'loading' || products.length > 0 ? (
        <ul css={productGridCss}>
          {products.map((product, index) => (
            <ProductCard
              key={product.itemCode}
              product={product}
              from={money(
                product.denominations.length ? Math.min(...product.denominations) : product.minAmount,
                product.currency,
              )}
              forMe={!unit.features.hideDeliverToMe}
              onChoose={onChoose}
              firstScreen={index < FIRST_SCREEN_CARDS}
            />
          ))}
        </ul>
      ) : null}
      {state === 'failed' ? (
        <div role="alert">
          <p>{t('consumer.home.loadFailed')}</p>
          <Button onClick={catalogue.retry}>{t('common:retry')}</Button>
        </div>
      ) : null}
      {state === 'ready' && products.length < catalogue.totalCount ? (
        <Button variant="secondary" onClick={catalogue.loadMore} disabled={catalogue.loadingMore}>
          {t('consumer.home.more')}
        </Button>
      ) : null}
      {limitShown ? (
        <Suspense fallback={null}>
          <QuantityLimitDialog max={unit.b2cMaxQty} onClose={closeLimit} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** /b2c: the catalogue for individual customers (the shell's guard lets only them and guests in). */
export function B2cPage() {
  return <HomePage titleKey="consumer.b2c.title" />;
}
