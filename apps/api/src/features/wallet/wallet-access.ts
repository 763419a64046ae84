import type { BusinessUnit } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { ActiveSession } from '../auth/session-store';

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
