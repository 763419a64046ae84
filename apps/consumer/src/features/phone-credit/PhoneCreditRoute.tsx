import { Suspense, lazy } from 'react';
import { useTranslation } from '@shop/i18n/react';

// Its own chunk, downloaded when the page opens.
const PhoneCreditPage = lazy(() =>
  import('./components/PhoneCreditPage').then((module) => ({ default: module.PhoneCreditPage })),
);

/** /phone-credit: top up a mobile phone. */
export function PhoneCreditRoute() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <PhoneCreditPage />
    </Suspense>
  );
}
