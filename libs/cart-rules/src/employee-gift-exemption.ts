import { SOCIAL_CHARGE_EXEMPTION_CURRENCY, SOCIAL_CHARGE_EXEMPTION_PER_EMPLOYEE_MINOR } from '@shop/contracts';

/** A line of an order as the exemption reads it: whom it goes to and what it is worth. */
export interface BeneficiaryLine {
  /** Who receives the cards (an email, a phone, a name): lines with the same one add up. */
  beneficiary: string;
  /** Face value of one card, in minor units. */
  amount: number;
  qty: number;
}

export interface EmployeeGiftCheck {
  /** False where the unit's currency is not the euro: there is no exemption to show. */
  applies: boolean;
  /** The exemption per employee, in minor units. */
  exemption: number;
  /** The beneficiaries whose cards together exceed it, with their total, largest first (then by name). */
  exceeding: { beneficiary: string; total: number }[];
}

/**
 * Employee gifts (spec 2 section 9): where the unit's currency is the euro, gift cards given to one
 * employee are exempt from social charges up to a ceiling per employee (183 euros; a brand whose copy
 * says 171 passes its own). Answers the ceiling and who exceeds it, for the checkout to warn.
 */
export function checkEmployeeGiftExemption(
  currency: string,
  lines: readonly BeneficiaryLine[],
  exemption: number = SOCIAL_CHARGE_EXEMPTION_PER_EMPLOYEE_MINOR,
): EmployeeGiftCheck {
  if (currency !== SOCIAL_CHARGE_EXEMPTION_CURRENCY) return { applies: false, exemption, exceeding: [] };
  const totals = new Map<string, number>();
  for (const line of lines) {
    const key = line.beneficiary.trim().toLowerCase();
    totals.set(key, (totals.get(key) ?? 0) + line.amount * line.qty);
  }
  const exceeding = [...totals]
    .filter(([, total]) => total > exemption)
    .map(([beneficiary, total]) => ({ beneficiary, total }))
    .sort((a, b) => b.total - a.total || a.beneficiary.localeCompare(b.beneficiary));
  return { applies: true, exemption, exceeding };
}
