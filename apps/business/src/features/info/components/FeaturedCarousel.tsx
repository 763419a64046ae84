import type { Theme } from '@emotion/react';
import { useState, type KeyboardEvent } from 'react';
import { useUnit } from '@shop/brand/react';
import { formatAmount, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { lowestAmount, slideAfter } from '../featured-products';
import { useFeaturedProducts } from '../hooks/use-featured-products';
import { FeaturedSlide } from './FeaturedSlide';

/** How many cards show side by side. */
const VISIBLE = 3;

const arrowCss = (theme: Theme) => ({
  flex: '0 0 auto',
  alignSelf: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `2px solid ${theme.colors.primary}`,
  background: '#fff',
  color: theme.colors.primary,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: 2 },
  // The arrow glyphs point the way the row moves: mirrored on a right-to-left page.
  '[dir="rtl"] & span': { display: 'inline-block', transform: 'scaleX(-1)' },
});

/**
 * The featured-product carousel (spec 1 section 2, /b2b/info): the unit's business cards, three at a
 * time, moved by its previous and next buttons or the arrow keys (the way the page reads), going round
 * at either end. It never turns by itself (WCAG 2.2.2), and announces the cards it shows.
 */
export function FeaturedCarousel() {
  const { t, i18n } = useTranslation('business');
  const common = useTranslation('common').t;
  const unit = useUnit();
  const { state, retry } = useFeaturedProducts();
  const [first, setFirst] = useState(0);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const products = state.status === 'ready' ? state.products : [];
  const total = products.length;
  const move = (step: number) => setFirst((index) => slideAfter(index, step, total));
  const shown = Array.from({ length: Math.min(VISIBLE, total) }, (_, offset) => (first + offset) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    event.preventDefault();
    move(forward ? 1 : -1);
  };

  return (
    <section aria-labelledby="business-featured" css={(theme: Theme) => ({ marginTop: theme.space(10) })}>
      <h2 id="business-featured">{t('info.carousel.heading')}</h2>
      {state.status === 'loading' ? <LoadingIndicator label={t('info.carousel.loading')} /> : null}
      {state.status === 'failed' ? (
        <div>
          <FormAlert tone="error">{t('info.carousel.failed')}</FormAlert>
          <Button variant="secondary" onClick={retry}>
            {common('genericError.tryAgain')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' && total === 0 ? <p>{t('info.carousel.empty')}</p> : null}
      {total > 0 ? (
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label={t('info.carousel.label')}
          data-testid="featured-carousel"
          onKeyDown={onKeyDown}
          css={(theme: Theme) => ({ display: 'flex', gap: theme.space(3), marginTop: theme.space(4) })}
        >
          {total > VISIBLE ? (
            <button type="button" css={arrowCss} onClick={() => move(-1)} aria-label={t('info.carousel.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          <div
            aria-live="polite"
            css={(theme: Theme) => ({ display: 'flex', gap: theme.space(3), flex: '1 1 auto', minWidth: 0 })}
          >
            {shown.map((index) => (
              <FeaturedSlide
                key={products[index].itemCode}
                product={products[index]}
                label={t('info.carousel.slide', { current: index + 1, total })}
                from={formatAmount(lowestAmount(products[index]), {
                  currency: products[index].currency,
                  decimalDigits: unit.decimalDigits,
                  language,
                })}
              />
            ))}
          </div>
          {total > VISIBLE ? (
            <button type="button" css={arrowCss} onClick={() => move(1)} aria-label={t('info.carousel.next')}>
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
