import * as v from 'valibot';
import { messageRef } from './message-ref';

/** Card kind code table (spec 2 section 9): D digital, P physical, CP customize physical. */
export type CardKind = 'D' | 'P' | 'CP';

export function isPhysicalKind(kind: string): boolean {
  return kind === 'P' || kind === 'CP';
}

/** True when an order would hold both physical and digital products. Lines without a kind are ignored. */
export function mixesPhysicalAndDigital(kinds: readonly (string | undefined)[]): boolean {
  const known = kinds.filter((kind): kind is string => kind !== undefined && kind !== '');
  return known.some(isPhysicalKind) && known.some((kind) => !isPhysicalKind(kind));
}

/** For the order lines of one order: physical and digital products may not be mixed. */
export function noMixedProductKinds<TLine extends { kind?: string }>() {
  return v.check<TLine[], string>(
    (lines) => !mixesPhysicalAndDigital(lines.map((line) => line.kind)),
    messageRef('mixedProductKinds'),
  );
}
