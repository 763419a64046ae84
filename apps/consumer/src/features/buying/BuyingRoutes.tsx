import { Suspense, lazy } from 'react';
import { useTranslation } from '@shop/i18n/react';

/** The buying steps are their own chunk: the consumer's routes module loads with the start page. */
export const loadBuyingPage = () => import('./components/BuyingPage');
const BuyingPage = lazy(() => loadBuyingPage().then((module) => ({ default: module.BuyingPage })));

/** While the buying chunk loads: a screen's height, as the page will be, so the footer does not show and jump. */
function Waiting() {
  const { t } = useTranslation('common');
  return (
    <div css={{ minHeight: '100vh' }}>
      <p role="status">{t('loading')}</p>
    </div>
  );
}

/** /buying-friend: a card for someone else. */
export function BuyingFriendRoute() {
  return (
    <Suspense fallback={<Waiting />}>
      <BuyingPage mode="friend" />
    </Suspense>
  );
}

/** /buying-self: a card for the buyer. */
export function BuyingSelfRoute() {
  return (
    <Suspense fallback={<Waiting />}>
      <BuyingPage mode="self" />
    </Suspense>
  );
}
