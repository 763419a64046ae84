import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { PageSection } from '@shop/ui';

const SECTIONS = ['scope', 'order', 'price', 'delivery', 'validity', 'withdrawal'] as const;

export function GeneralConditionsPage() {
  const unit = useUnit();
  const { t } = useTranslation('info');
  return (
    <PageSection title={t('conditions.title')} lead={t('conditions.lead', { brand: unit.name })}>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2 css={{ fontSize: '1.25rem' }}>{t(`conditions.${section}.title`)}</h2>
          <p css={{ lineHeight: 1.6 }}>
            {t(`conditions.${section}.body`, { brand: unit.name, currency: unit.currency })}
          </p>
        </section>
      ))}
    </PageSection>
  );
}
