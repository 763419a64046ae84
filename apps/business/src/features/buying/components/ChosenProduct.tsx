import type { Theme } from '@emotion/react';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useAmountsText } from './BusinessProductCard';

/** The card a line is for, beside its form: its picture, name and the amounts it is sold in. */
export function ChosenProduct({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('business');
  const amounts = useAmountsText(product);
  return (
    <aside aria-label={t('buying.chosen', { name: product.productName })} css={{ maxWidth: 420 }}>
      <img
        src={product.productImgUrl}
        alt=""
        width={420}
        height={266}
        css={(theme: Theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius })}
      />
      <p css={{ margin: '8px 0 0', fontWeight: 600 }}>{product.productName}</p>
      <p css={{ margin: '4px 0 0', color: '#4a5563' }}>{amounts}</p>
    </aside>
  );
}
