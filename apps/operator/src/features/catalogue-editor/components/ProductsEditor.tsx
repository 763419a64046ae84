import { useFormContext } from 'react-hook-form';
import { PRODUCT_KINDS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField, SelectField, TextField } from '@shop/ui';
import type { CatalogueValues } from '../catalogue-form';
import { NameFields, cardCss, columnsCss, useCatalogueError } from './catalogue-fields';
import { DiscountTiersEditor } from './DiscountTiersEditor';

const asNumber = { setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)) };

/**
 * The products: sold or not, their limits (minor units), fixed amounts, validity, delivery types, names and
 * discount tiers. A product is never removed (orders and cards name it): switching it off takes it off the shop.
 */
export function ProductsEditor({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation('operator');
  const { register, watch } = useFormContext<CatalogueValues>();
  const errorAt = useCatalogueError();
  const products = watch('products');
  const categories = watch('categories');
  const categoryOptions = categories.map((category) => ({
    value: String(category.categoryId),
    label: category.names[languages[0]] || category.names.en || String(category.categoryId),
  }));
  return (
    <section aria-labelledby="catalogue-products">
      <h2 id="catalogue-products">{t('catalogue.products.title')}</h2>
      {products.map((product, index) => {
        const at = `products.${index}` as const;
        return (
          <fieldset key={product.itemCode} css={cardCss} data-testid={`product-${product.itemCode}`}>
            <legend css={{ fontWeight: 700 }}>
              {`${product.itemCode} – ${product.names[languages[0]] ?? product.names.en ?? ''}`}
            </legend>
            <CheckboxField label={t('catalogue.products.isActive')} {...register(`${at}.isActive`)} />
            <div css={columnsCss}>
              <NameFields path={at} languages={languages} label={t('catalogue.products.name')} />
              <SelectField
                label={t('catalogue.products.category')}
                options={categoryOptions}
                error={errorAt(`${at}.categoryId`)}
                {...register(`${at}.categoryId`, { setValueAs: (value: string) => Number(value) })}
              />
              <SelectField
                label={t('catalogue.products.kind')}
                options={PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`catalogue.kinds.${kind}`) }))}
                error={errorAt(`${at}.kind`)}
                {...register(`${at}.kind`)}
              />
              <TextField
                label={t('catalogue.products.minAmount', { currency: product.currency })}
                type="number"
                min={0}
                error={errorAt(`${at}.minAmount`)}
                {...register(`${at}.minAmount`, asNumber)}
              />
              <TextField
                label={t('catalogue.products.maxAmount', { currency: product.currency })}
                type="number"
                min={0}
                error={errorAt(`${at}.maxAmount`)}
                {...register(`${at}.maxAmount`, asNumber)}
              />
              <TextField
                label={t('catalogue.products.denominations')}
                hint={t('catalogue.products.denominationsHint')}
                dir="ltr"
                error={errorAt(`${at}.denominations`)}
                {...register(`${at}.denominations`)}
              />
              <TextField
                label={t('catalogue.products.validMonths')}
                type="number"
                min={1}
                max={12}
                error={errorAt(`${at}.validMonths`)}
                {...register(`${at}.validMonths`, asNumber)}
              />
              <TextField
                label={t('catalogue.products.sort')}
                type="number"
                error={errorAt(`${at}.sort`)}
                {...register(`${at}.sort`, asNumber)}
              />
            </div>
            <DiscountTiersEditor productIndex={index} />
          </fieldset>
        );
      })}
    </section>
  );
}
