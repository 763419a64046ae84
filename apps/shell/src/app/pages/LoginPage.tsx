import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { Notice, PageSection } from '@shop/ui';

/**
 * Login and registration for individual customers. The forms call the platform API's login and
 * register calls; until its forms arrive the page says so instead of pretending.
 */
export function LoginPage() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  return (
    <PageSection title={t('login.title')} lead={t('login.lead', { brand: unit.name })}>
      <Notice>{t('login.unavailable')}</Notice>
    </PageSection>
  );
}
