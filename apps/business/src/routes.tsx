import type { RemoteRoutesModuleOf } from '@shop/federation';
import { BusinessLoginPage } from './features/business-auth/components/BusinessLoginPage';
import { BusinessRegisterPage } from './features/business-auth/components/BusinessRegisterPage';
import { BuyingPage } from './features/buying/components/BuyingPage';
import { BusinessCheckoutPage } from './features/checkout/components/BusinessCheckoutPage';
import { withVerificationNotice } from './features/business-verification/components/with-verification-notice';
import { BusinessInfoPage } from './features/info/components/BusinessInfoPage';
import { KybEntryPage } from './features/kyb-account/components/KybEntryPage';
import { KybVerifyEmailPage } from './features/kyb-account/components/KybVerifyEmailPage';
import { KybDossierPage } from './features/kyb-dossier/components/KybDossierPage';
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

/** /b2b/buying: cards for the company's staff or clients, card by card or from a file of recipients. */
function BusinessBuying() {
  return <BuyingPage mode="others" />;
}

/** /b2b/buying-self: cards sent to the signed-in company contact. */
function BusinessBuyingSelf() {
  return <BuyingPage mode="self" />;
}

/** /b2b/buying/checkout: the staff gifts' cart lines, a checked recipient file or a quotation. */
function BusinessCheckout() {
  return <BusinessCheckoutPage buyingPath="/b2b/buying" />;
}

/** /b2b/buying-self/checkout: the company's own cards. */
function BusinessCheckoutSelf() {
  return <BusinessCheckoutPage buyingPath="/b2b/buying-self" />;
}

/** /b2b/kyb: company verification, started with an email or continued by the KYB sign-in (decision 0034). */
function Kyb() {
  return (
    <WithBusinessTexts>
      <KybEntryPage />
    </WithBusinessTexts>
  );
}

/** /b2b/kyb/verify-email?token=: the emailed link, then the KYB account. */
function KybVerifyEmail() {
  return (
    <WithBusinessTexts>
      <KybVerifyEmailPage />
    </WithBusinessTexts>
  );
}

/** /b2b/kyb/dossier: the five tabs, each a draft, then Submit. */
function KybDossier() {
  return (
    <WithBusinessTexts>
      <KybDossierPage />
    </WithBusinessTexts>
  );
}

/**
 * The business remote: /b2b/*, /auth/b2b/* and KYB. The business-only pages say when the account still
 * waits for its document check (decision 0023).
 */
const routes: RemoteRoutesModuleOf<'business'> = {
  release: RELEASE,
  pages: {
    login: BusinessLoginPage,
    register: BusinessRegisterPage,
    // The landing shows the document check itself, from the profile (fresher than the session).
    landing: BusinessLanding,
    info: BusinessInfo,
    buying: withVerificationNotice(BusinessBuying),
    buyingSelf: withVerificationNotice(BusinessBuyingSelf),
    checkout: withVerificationNotice(BusinessCheckout),
    checkoutSelf: withVerificationNotice(BusinessCheckoutSelf),
    kyb: Kyb,
    kybVerifyEmail: KybVerifyEmail,
    kybDossier: KybDossier,
  },
};

export default routes;
export const { release, pages } = routes;
