import { Suspense } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { preloadableLazy } from '@shop/ui';

/**
 * The buying steps are their own chunk: the consumer's routes module loads with the start page. Once loaded
 * (the shell loads it before it takes a rendered card's page over), the steps render at once instead of
 * suspending for a moment: a suspended part of a page being hydrated stays the server's inert markup after the
 * rest is alive, and its "Next" would send the form to the server.
 */
const BuyingPage = preloadableLazy(() => import('./components/BuyingPage').then((module) => module.BuyingPage));
export const loadBuyingPage = BuyingPage.preload;

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
