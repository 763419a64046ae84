import { Suspense } from 'react';
import type { BusinessUnit, LocalizedText } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator, preloadableLazy } from '@shop/ui';

// A brand's information page loads its code when opened: the home page does not carry it.
const InfoPage = preloadableLazy(() => import('./InfoPage').then((m) => m.InfoPage));

/**
 * Loads a brand page's code ahead when `pathname` (without the unit's base path) is one of the unit's own
 * information pages: the shell does before it takes a page the server rendered over, so it hydrates whole.
 * Resolves when the load has ended: true when the page's code is here (or no brand page is likely).
 */
export function preloadBrandInfoPage(unit: BusinessUnit, pathname: string): Promise<boolean> {
  if (!unit.moreInfoPages.some((page) => page.path === pathname)) return Promise.resolve(true);
  return InfoPage.preload().then(
    () => true,
    () => false,
  );
}

export function BrandInfoPageView({ title, body }: { title: LocalizedText; body: LocalizedText }) {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<LoadingIndicator label={t('remoteLoading')} />}>
      <InfoPage title={title} body={body} />
    </Suspense>
  );
}
