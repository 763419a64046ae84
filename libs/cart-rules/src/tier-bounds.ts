// The tiers of one discount list cover one range of summed amounts with no gap and no overlap.
// Bounds are whole minor units and both inclusive (tierRateFor, and the API's tier lookup, match
// amountFrom <= amount <= amountTo), so each tier starts exactly one minor unit after the previous
// one ends: 0-99999 then 100000-499999. Checked on the seed catalogues and by the API's seed schema.

export interface TierBounds {
  amountFrom: number;
  amountTo: number | null;
}

function isWholeMinor(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * What is wrong with the bounds of one list's tiers, in words; empty when they are whole minor
 * units, each ends no earlier than it starts, and, taken in order, each starts one minor unit after
 * the previous one ends (no gap, no overlap). Only the last tier may be open-ended.
 */
export function discountTierProblems(tiers: readonly TierBounds[]): string[] {
  const problems: string[] = [];
  for (const bound of tiers.flatMap((tier) =>
    tier.amountTo === null ? [tier.amountFrom] : [tier.amountFrom, tier.amountTo],
  )) {
    if (!isWholeMinor(bound)) problems.push(`a tier bound is not a whole number of minor units, 0 or more: ${bound}`);
  }
  if (problems.length > 0) return problems;
  for (const tier of tiers) {
    if (tier.amountTo !== null && tier.amountTo < tier.amountFrom)
      problems.push(`a tier ends at ${tier.amountTo}, before it starts at ${tier.amountFrom}`);
  }
  // Walk the tiers by start, keeping how far the tiers so far reach (null: without end).
  const ordered = [...tiers].sort((a, b) => a.amountFrom - b.amountFrom);
  let reach = ordered.length > 0 ? ordered[0].amountTo : 0;
  for (const next of ordered.slice(1)) {
    const ends = `(a tier ends at ${reach}, the next starts at ${next.amountFrom})`;
    if (reach === null) problems.push(`overlap: a tier has no end, yet another starts at ${next.amountFrom}`);
    else if (next.amountFrom > reach + 1)
      problems.push(`gap: amounts ${reach + 1} to ${next.amountFrom - 1} are in no tier ${ends}`);
    else if (next.amountFrom <= reach) {
      const shared = next.amountTo === null ? reach : Math.min(reach, next.amountTo);
      problems.push(`overlap: amounts ${next.amountFrom} to ${shared} are in two tiers ${ends}`);
    }
    reach = reach === null || next.amountTo === null ? null : Math.max(reach, next.amountTo);
  }
  return problems;
}
