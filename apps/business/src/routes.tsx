import type { RemoteRoutesModuleOf } from '@shop/federation';
import { plannedPage } from '@shop/ui';
import { BusinessInfoPage } from './features/info/components/BusinessInfoPage';
import { LandingPage } from './features/landing/components/LandingPage';
import { RELEASE } from './release';
import { livePagesOf } from './shared/live-pages';
import { WithBusinessTexts } from './shared/WithBusinessTexts';

/** /b2b: the business area's home, linking to this remote's pages that work. */
function BusinessLanding() {
  return (
    <WithBusinessTexts>
      <LandingPage live={livePagesOf(pages)} />
    </WithBusinessTexts>
  );
}

/** /b2b/info: the business offer, public. */
function BusinessInfo() {
  return (
    <WithBusinessTexts>
      <BusinessInfoPage live={livePagesOf(pages)} />
    </WithBusinessTexts>
  );
}

/** The business remote: /b2b/*, /auth/b2b/* and KYB. */
const routes: RemoteRoutesModuleOf<'business'> = {
  release: RELEASE,
  pages: {
    login: plannedPage('business.login'),
    register: plannedPage('business.register'),
    landing: BusinessLanding,
    info: BusinessInfo,
    buying: plannedPage('business.buying'),
    buyingSelf: plannedPage('business.buyingSelf'),
    checkout: plannedPage('business.checkout'),
    checkoutSelf: plannedPage('business.checkoutSelf'),
  },
};

export default routes;
export const { release, pages } = routes;
