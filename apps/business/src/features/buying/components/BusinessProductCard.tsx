import type { Theme } from '@emotion/react';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { cardCss } from '../../../shared/page-styles';
import { useMoney } from '../../../shared/use-money';

/** The amounts a card is sold in, as the buyer reads them: its denominations, or its range. */
export function useAmountsText(product: ProductSummary): string {
  const { t } = useTranslation('business');
  const { money } = useMoney();
  if (product.denominations.length > 0)
    return [...product.denominations]
      .sort((a, b) => a - b)
      .map(money)
      .join(' · ');
  return t('buying.product.range', { min: money(product.minAmount), max: money(product.maxAmount) });
}

/** One card of the business catalogue: its picture, name and amounts, and the button that chooses it. */
export function BusinessProductCard({ product, onChoose }: { product: ProductSummary; onChoose(): void }) {
  const { t } = useTranslation('business');
  const amounts = useAmountsText(product);
  return (
    <li data-testid="business-product" data-item-code={product.itemCode}>
      <article css={cardCss} aria-labelledby={`product-${product.itemCode}`}>
        <img
          src={product.productImgUrl}
          alt=""
          width={300}
          height={190}
          css={(theme: Theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius })}
        />
        <h3 id={`product-${product.itemCode}`} css={{ margin: 0, fontSize: '1.05rem' }}>
          {product.productName}
        </h3>
        <p css={{ margin: 0, color: '#4a5563', flexGrow: 1 }}>{amounts}</p>
        <Button onClick={onChoose} aria-label={t('buying.product.chooseNamed', { name: product.productName })}>
          {t('buying.product.choose')}
        </Button>
      </article>
    </li>
  );
}
