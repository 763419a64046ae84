import type { BusinessUnit } from '@shop/contracts';
import type { Audience } from './audience';
import { DEFAULT_ALLOWS_WALLET_ONLY_PAYMENT, DEFAULT_HIDE_WALLET_TOP_UP } from './constants';

export interface WalletButton {
  /** The wallet dropdown (available credit) in the header. */
  shows: boolean;
  /** Its top-up button. */
  showsTopUp: boolean;
}

/**
 * The wallet button shows for signed-in members who are not salesmen, when the unit enables the
 * wallet and its wallet-only payment option allows it; top-up only for a reloadable wallet when
 * the unit does not hide top-up. `wallet` is the member's wallet once fetched.
 */
export function walletButtonOf(
  unit: BusinessUnit,
  audience: Audience,
  wallet: { isReloadable: boolean } | null,
): WalletButton {
  const isMember = audience === 'individual' || audience === 'business';
  const walletAllowed = unit.features.allowsWalletOnlyPayment ?? DEFAULT_ALLOWS_WALLET_ONLY_PAYMENT;
  const shows = isMember && unit.features.wallet && walletAllowed;
  const hidesTopUp = unit.features.hideWalletTopUp ?? DEFAULT_HIDE_WALLET_TOP_UP;
  return { shows, showsTopUp: shows && wallet !== null && wallet.isReloadable && !hidesTopUp };
}
