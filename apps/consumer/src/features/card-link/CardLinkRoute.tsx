import { Suspense, lazy } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';

// Its own (unnamed) chunk: the consumer's routes module loads with the start page, this page only from its link.
const CardLinkPage = lazy(() =>
  import('./components/CardLinkPage').then((module) => ({
    default: module.CardLinkPage,
  })),
);

/** The receiver's card page, downloaded when its link is opened. */
export function CardLinkRoute() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<LoadingIndicator label={t('loading')} />}>
      <CardLinkPage />
    </Suspense>
  );
}
