import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { Button, TextField } from '@shop/ui';
import type { CatalogueValues } from '../catalogue-form';
import { useCatalogueError } from './catalogue-fields';

const asNumber = { setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)) };

/** A product's discount tiers: amount ranges (minor units) and the rate in basis points. */
export function DiscountTiersEditor({ productIndex }: { productIndex: number }) {
  const { t } = useTranslation('operator');
  const { control, register } = useFormContext<CatalogueValues>();
  const errorAt = useCatalogueError();
  const base = `products.${productIndex}.discountTiers` as const;
  const tiers = useFieldArray({ control, name: base });
  return (
    <fieldset css={{ border: '1px dashed #c5ccd6', borderRadius: 6, padding: 12, margin: '8px 0 0' }}>
      <legend css={{ fontWeight: 600 }}>{t('catalogue.tiers.title')}</legend>
      {errorAt(base) ? <p role="alert">{errorAt(base)}</p> : null}
      {tiers.fields.length === 0 ? <p css={{ margin: '0 0 8px' }}>{t('catalogue.tiers.none')}</p> : null}
      {tiers.fields.map((field, index) => (
        <div key={field.id} css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
          <TextField
            label={t('catalogue.tiers.from', { number: index + 1 })}
            type="number"
            min={0}
            error={errorAt(`${base}.${index}.amountFrom`)}
            {...register(`${base}.${index}.amountFrom`, asNumber)}
          />
          <TextField
            label={t('catalogue.tiers.to', { number: index + 1 })}
            type="number"
            min={0}
            error={errorAt(`${base}.${index}.amountTo`)}
            {...register(`${base}.${index}.amountTo`, asNumber)}
          />
          <TextField
            label={t('catalogue.tiers.rate', { number: index + 1 })}
            type="number"
            min={0}
            max={10000}
            error={errorAt(`${base}.${index}.rateBp`)}
            {...register(`${base}.${index}.rateBp`, asNumber)}
          />
          <Button variant="secondary" onClick={() => tiers.remove(index)} css={{ marginBottom: 16 }}>
            {t('catalogue.tiers.remove', { number: index + 1 })}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => tiers.append({ amountFrom: 0, amountTo: 0, rateBp: 0 })}>
        {t('catalogue.tiers.add')}
      </Button>
    </fieldset>
  );
}
