import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField } from '@shop/ui';
import type { CatalogueValues } from '../catalogue-form';
import { NameFields, cardCss, columnsCss, useCatalogueError } from './catalogue-fields';

const asNumber = { setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)) };

/** The card templates: names, their template category and order (their pictures stay as they are). */
export function TemplatesEditor({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation('operator');
  const { register, watch } = useFormContext<CatalogueValues>();
  const errorAt = useCatalogueError();
  const templates = watch('templates');
  const categories = watch('templateCategories');
  const options = categories.map((category) => ({
    value: String(category.categoryId),
    label: category.names[languages[0]] || category.names.en || String(category.categoryId),
  }));
  return (
    <section aria-labelledby="catalogue-templates">
      <h2 id="catalogue-templates">{t('catalogue.templates.title')}</h2>
      {templates.map((template, index) => (
        <fieldset key={template.templateId} css={cardCss}>
          <legend css={{ fontWeight: 700 }}>
            {t('catalogue.templates.legend', { id: template.templateId, pictures: template.images.length })}
          </legend>
          <div css={columnsCss}>
            <NameFields path={`templates.${index}`} languages={languages} label={t('catalogue.templates.name')} />
            <SelectField
              label={t('catalogue.templates.category')}
              options={options}
              error={errorAt(`templates.${index}.categoryId`)}
              {...register(`templates.${index}.categoryId`, { setValueAs: (value: string) => Number(value) })}
            />
            <TextField
              label={t('catalogue.products.sort')}
              type="number"
              error={errorAt(`templates.${index}.sort`)}
              {...register(`templates.${index}.sort`, asNumber)}
            />
          </div>
          {errorAt(`templates.${index}.images`) ? <p role="alert">{errorAt(`templates.${index}.images`)}</p> : null}
        </fieldset>
      ))}
    </section>
  );
}
