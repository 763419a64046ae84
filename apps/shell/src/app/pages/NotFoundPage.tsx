import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { PageSection } from '@shop/ui';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <PageSection title={t('notFound.title')} lead={t('notFound.body')}>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </PageSection>
  );
}
