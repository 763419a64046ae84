import type { ComponentType } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { PagePurpose } from './PagePurpose';

/**
 * A remote page that, for now, states what it is for from the 'pages' texts (`<key>.title`,
 * `<key>.purpose`) and that its working parts need the platform API.
 */
export function plannedPage(textKey: string): ComponentType {
  function PlannedPage() {
    const { t } = useTranslation('pages');
    return <PagePurpose title={t(`${textKey}.title`)} purpose={t(`${textKey}.purpose`)} pending={t('pendingApi')} />;
  }
  PlannedPage.displayName = `PlannedPage(${textKey})`;
  return PlannedPage;
}
