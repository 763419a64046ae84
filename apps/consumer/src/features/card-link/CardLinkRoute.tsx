import { Suspense, lazy } from 'react';
import { useTranslation } from '@shop/i18n/react';

// Its own chunk: the consumer's routes module loads with the start page, this page only from its link.
const CardLinkPage = lazy(() =>
  import('./components/CardLinkPage').then((module) => ({ default: module.CardLinkPage })),
);

/**
 * The receiver's card page, downloaded when its link is opened. The wait says so in plain text: the
 * spinner's code would travel with the start page.
 */
export function CardLinkRoute() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <CardLinkPage />
    </Suspense>
  );
}
