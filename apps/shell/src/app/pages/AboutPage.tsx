import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { PageSection } from '@shop/ui';

export function AboutPage() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  return (
    <PageSection title={t('about.title', { brand: unit.name })} lead={unit.support.message}>
      <p css={{ lineHeight: 1.6 }}>{t('about.body', { brand: unit.name })}</p>
      <p css={{ lineHeight: 1.6 }}>{t('about.contact', { phone: unit.support.phone, email: unit.support.email })}</p>
    </PageSection>
  );
}
