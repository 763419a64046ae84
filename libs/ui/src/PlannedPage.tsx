import type { ComponentType } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { PagePurpose } from './PagePurpose';

/** The pages plannedPage made, so a page can tell a working page from one that is still planned. */
const plannedPages = new WeakSet<ComponentType>();

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
  plannedPages.add(PlannedPage);
  return PlannedPage;
}

/** Whether a page is still a plannedPage: links to it would lead to a page that does not work yet. */
export function isPlannedPage(page: ComponentType): boolean {
  return plannedPages.has(page);
}
