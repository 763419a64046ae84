import { Suspense, lazy } from 'react';
import { useTranslation } from '@shop/i18n/react';

// Its own chunk: the consumer's routes module loads with the start page, the checkout only when it opens.
const CheckoutPage = lazy(() =>
  import('./components/CheckoutPage').then((module) => ({ default: module.CheckoutPage })),
);

/** /buying-friend/checkout, /buying-self/checkout, /phone-credit/checkout, downloaded when opened. */
export function CheckoutRoute() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <CheckoutPage />
    </Suspense>
  );
}
