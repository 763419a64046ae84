import type { Theme } from '@emotion/react';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { cardCss } from '../../../shared/page-styles';

/** One card of the carousel: its picture, name and lowest amount, announced as "Card n of N". */
export function FeaturedSlide({ product, label, from }: { product: ProductSummary; label: string; from: string }) {
  const { t } = useTranslation('business');
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-testid={`featured-${product.itemCode}`}
      css={(theme: Theme) => ({ ...cardCss(theme), flex: '1 1 0', minWidth: 0 })}
    >
      <img src={product.productImgUrl} alt="" width={300} height={190} css={{ width: '100%', height: 'auto' }} />
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{product.productName}</h3>
      <p css={{ margin: 0 }}>{t('info.carousel.from', { amount: from })}</p>
    </div>
  );
}
