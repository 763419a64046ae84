import { paymentMethodsFor, walletButtonOf } from '@shop/brand';
import type { BusinessUnit } from '@shop/contracts';
import { remotePagePaths } from '@shop/federation';
import type { LivePages } from '../../shared/live-pages';

export type LandingLinkKey = 'buying' | 'buyingSelf' | 'quotations' | 'history' | 'wallet' | 'profile' | 'info';

export interface LandingLink {
  key: LandingLinkKey;
  to: string;
}

export interface LandingLinks {
  /** Ways to order: only the buying pages that work. */
  order: LandingLink[];
  /** The orders, quotations, wallet and profile in the account area, and the business offer. */
  follow: LandingLink[];
}

const WALLET_MEAN = '14';
const BUSINESS_PATHS = remotePagePaths('business');

/**
 * What the business landing links to (spec 1 sections 2 and 6): the buying pages that work, the
 * account's quotations (where the unit has them), order history with its invoices, the wallet where
 * the unit shows it and the member's contract type lets it pay (En Compte 2, or a unit paying by
 * wallet), the company profile and the business information page. `contractTypeId` is unknown
 * (null) until the profile has loaded: no wallet link until then.
 */
export function landingLinks(unit: BusinessUnit, live: LivePages, contractTypeId: number | null): LandingLinks {
  const order: LandingLink[] = [];
  if (live.has('buying')) order.push({ key: 'buying', to: BUSINESS_PATHS.buying });
  if (live.has('buyingSelf')) order.push({ key: 'buyingSelf', to: BUSINESS_PATHS.buyingSelf });

  const follow: LandingLink[] = [{ key: 'history', to: '/account/history' }];
  if (unit.features.quotations) follow.push({ key: 'quotations', to: '/account/quotations' });
  const walletShown = walletButtonOf(unit, 'business', null).shows;
  if (walletShown && contractTypeId !== null && paymentMethodsFor(unit, contractTypeId).includes(WALLET_MEAN)) {
    follow.push({ key: 'wallet', to: '/account/wallet' });
  }
  follow.push({ key: 'profile', to: '/account/profile' }, { key: 'info', to: BUSINESS_PATHS.info });
  return { order, follow };
}
