import * as v from 'valibot';
import { messageRef } from '../message-ref';

/** Stakes are percentages with at most two decimals; totals are summed in hundredths to stay exact. */
export const STAKE_MAX_PERCENT = 100;

/** 25, '25', '25.5' or the French '25,5' as a number; NaN when it is not one. */
export function stakeValue(input: unknown): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string' || !/^\d{1,3}([.,]\d{1,2})?$/.test(input.trim())) return Number.NaN;
  return Number(input.trim().replace(',', '.'));
}

const hundredths = (stake: number) => Math.round(stake * 100);
const hasTwoDecimalsAtMost = (stake: number) => Math.abs(stake * 100 - hundredths(stake)) < 1e-6;

/** The sum of stakes in percent (two decimals). */
export function stakesTotal(stakes: readonly unknown[]): number {
  return (
    stakes.reduce<number>((sum, stake) => {
      const value = stakeValue(stake);
      return Number.isFinite(value) ? sum + hundredths(value) : sum;
    }, 0) / 100
  );
}

/** Stakes over 100 % in total are refused (spec 1, issue 19). */
export function stakesWithinTotal(stakes: readonly unknown[]): boolean {
  return hundredths(stakesTotal(stakes)) <= STAKE_MAX_PERCENT * 100;
}

/**
 * A stake as typed or sent: a number from `min` to 100 with at most two decimals. Below `min`
 * (a shareholder under the 25 % threshold) is its own message.
 */
export function stakeSchema(min = 0) {
  return v.pipe(
    v.union([v.number(), v.string()], messageRef('required')),
    v.check((input) => input !== '', messageRef('required')),
    v.transform((input: string | number) => stakeValue(input)),
    v.check(
      (stake) => Number.isFinite(stake) && stake >= 0 && stake <= STAKE_MAX_PERCENT && hasTwoDecimalsAtMost(stake),
      messageRef('kybStakeRange'),
    ),
    v.check(
      (stake) => !Number.isFinite(stake) || stake < 0 || stake >= min,
      messageRef('kybShareholderStake', { min }),
    ),
  );
}
