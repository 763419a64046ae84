import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { Button, TextField } from '@shop/ui';
import type { CatalogueValues } from '../catalogue-form';
import { NameFields, cardCss, columnsCss, useCatalogueError } from './catalogue-fields';

const asNumber = { setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)) };

/** The next free id: one more than the largest in use. */
const nextId = (ids: readonly number[]) => ids.reduce((largest, id) => Math.max(largest, id), 0) + 1;

/** Product categories or template categories: names per language and order; new ones can be added. */
export function CategoriesEditor({
  kind,
  languages,
}: {
  kind: 'categories' | 'templateCategories';
  languages: readonly string[];
}) {
  const { t } = useTranslation('operator');
  const { control, register, getValues } = useFormContext<CatalogueValues>();
  const errorAt = useCatalogueError();
  const rows = useFieldArray({ control, name: kind, keyName: 'rowKey' });
  const headingId = `catalogue-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`catalogue.${kind}.title`)}</h2>
      {rows.fields.map((field, index) => (
        <fieldset key={field.rowKey} css={cardCss}>
          <legend css={{ fontWeight: 700 }}>{t(`catalogue.${kind}.legend`, { id: field.categoryId })}</legend>
          <div css={columnsCss}>
            <NameFields path={`${kind}.${index}`} languages={languages} label={t(`catalogue.${kind}.name`)} />
            <TextField
              label={t('catalogue.products.sort')}
              type="number"
              error={errorAt(`${kind}.${index}.sort`)}
              {...register(`${kind}.${index}.sort`, asNumber)}
            />
          </div>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          const categoryId = nextId(getValues(kind).map((category) => category.categoryId));
          const names = Object.fromEntries(languages.map((language) => [language, '']));
          // A product category also has a picture, empty until one is given.
          rows.append({ categoryId, names, sort: 0, ...(kind === 'categories' ? { imageUrl: '' } : {}) });
        }}
      >
        {t(`catalogue.${kind}.add`)}
      </Button>
    </section>
  );
}
