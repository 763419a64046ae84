import { WALLET_TOP_UP_MAX_DEFAULT_MAJOR, WALLET_TOP_UP_MIN_MINOR, type BusinessUnit } from '@shop/contracts';

/** The currency whose top-ups have the spec's minimum (spec 2 section 9: "Wallet top-up minimum AED50"). */
export const WALLET_TOP_UP_MIN_CURRENCY = 'AED';

export interface WalletTopUpLimits {
  /** The smallest and the largest top-up, in minor units of the unit's currency. */
  min: number;
  max: number;
}

/**
 * A unit's wallet top-up limits in minor units. The smallest is AED 50 where the unit's currency is
 * AED (the spec's figure is in AED and no other currency is named), else one minor unit (decision
 * 0010); the largest is the unit's walletTopUpMaxAmount, else WALLET_TOP_UP_MAX_DEFAULT_MAJOR whole
 * units of its currency (decision 0019).
 */
export function walletTopUpLimits(
  unit: Pick<BusinessUnit, 'currency' | 'decimalDigits' | 'walletTopUpMaxAmount'>,
): WalletTopUpLimits {
  return {
    min: unit.currency === WALLET_TOP_UP_MIN_CURRENCY ? WALLET_TOP_UP_MIN_MINOR : 1,
    max: unit.walletTopUpMaxAmount ?? WALLET_TOP_UP_MAX_DEFAULT_MAJOR * 10 ** unit.decimalDigits,
  };
}
