import { WALLET_TOP_UP_MIN_MINOR, type BusinessUnit } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { ActiveSession } from '../auth/session-store';

/** The currency whose top-ups have the spec's minimum (spec 2 section 9: "Wallet top-up minimum AED50"). */
export const WALLET_TOP_UP_MIN_CURRENCY = 'AED';

/**
 * The member whose wallet a call reads or moves: signed in, not a salesman, on a unit with the wallet
 * switched on (spec 1 section 6); else 57001.
 */
export function walletMember(session: ActiveSession | null, unit: BusinessUnit): ActiveSession {
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  if (!unit.features.wallet || session.custType === 'S' || session.buId !== unit.buId)
    throw new ApiFailure('WALLET_UNAVAILABLE');
  return session;
}

/**
 * The smallest top-up of a unit in minor units of its currency: AED 50 where the unit's currency is AED
 * (the spec's figure is in AED and no other currency is named), else one minor unit
 * (docs/decisions/0010-wallet.md).
 */
export function walletTopUpMinimum(unit: Pick<BusinessUnit, 'currency'>): number {
  return unit.currency === WALLET_TOP_UP_MIN_CURRENCY ? WALLET_TOP_UP_MIN_MINOR : 1;
}

/** Top-up is offered only for a reloadable wallet the unit does not hide it for (spec 1 section 6). */
export function isTopUpAllowed(unit: BusinessUnit, isReloadable: boolean): boolean {
  return isReloadable && unit.features.hideWalletTopUp !== true;
}

/** The start of the calendar month holding `now`, in the unit's time zone (gmtOffset hours). */
export function monthStart(now: number, gmtOffsetHours: number): Date {
  const offsetMs = gmtOffsetHours * 3_600_000;
  const local = new Date(now + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs);
}
