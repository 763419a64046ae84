import type { BusinessUnit } from '@shop/contracts';
import { hasInternalFaq, isB2bEnabled, isQueryCardEnabled, isSalesmanEnabled } from '@shop/brand';
import type { Audience } from '@shop/session';

export type GuardName =
  | 'customer'
  | 'business'
  | 'businessLanding'
  | 'salesman'
  | 'salesmanSelf'
  | 'individual'
  | 'queryCard'
  | 'internalFaq'
  | 'b2bEnabled'
  | 'salesmanEnabled';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

const allow: GuardDecision = { kind: 'allow' };
const home: GuardDecision = { kind: 'redirect', to: '/' };
const notFound: GuardDecision = { kind: 'notFound' };

export interface GuardContext {
  audience: Audience;
  unit: BusinessUnit;
}

/**
 * Route guards of spec 1 sections 2 and 6. Redirect targets are unit-relative: the router's
 * basename adds the /{buId} prefix, so a guard never loses the business unit.
 */
export function evaluateGuard(guard: GuardName | undefined, { audience, unit }: GuardContext): GuardDecision {
  switch (guard) {
    case undefined:
      return allow;
    case 'customer':
      return audience === 'guest' ? { kind: 'redirect', to: '/auth/login' } : allow;
    case 'business':
      return isB2bEnabled(unit) && audience === 'business' ? allow : home;
    case 'businessLanding':
      // The business area's home: a visitor is asked to sign in as a business (decision 0027).
      if (!isB2bEnabled(unit)) return home;
      if (audience === 'guest') return { kind: 'redirect', to: '/auth/b2b/login' };
      return audience === 'business' ? allow : home;
    case 'salesman':
      return isSalesmanEnabled(unit) && audience === 'salesman' ? allow : home;
    case 'salesmanSelf':
      if (!isSalesmanEnabled(unit) || audience !== 'salesman') return home;
      return unit.features.hideDeliverToMe ? notFound : allow;
    case 'individual':
      return audience === 'guest' || audience === 'individual' ? allow : home;
    case 'queryCard':
      return isQueryCardEnabled(unit) ? allow : notFound;
    case 'internalFaq':
      return hasInternalFaq(unit) ? allow : notFound;
    case 'b2bEnabled':
      return isB2bEnabled(unit) ? allow : notFound;
    case 'salesmanEnabled':
      return isSalesmanEnabled(unit) ? allow : notFound;
  }
}
