import { PHONE_CHANGE_CODE_WINDOW_MS } from '@shop/contracts';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimeCodes } from './registration-tables';

export interface PhoneCodeProof {
  buId: string;
  /** The number to prove, in the international form sendOtp was given. */
  phoneNumber: string;
  otpId: string;
  now: number;
}

/**
 * Spends the SMS code that proves a phone number (a registrant's where the unit verifies phones, a
 * member's new profile number): it must have been sent to that exact
 * number in this unit, confirmed (confirmOtp) within the last PHONE_CHANGE_CODE_WINDOW_MS, and not
 * spent before. Spending deletes it in one conditional statement, so two updates racing with the
 * same code cannot both pass; run it in the caller's transaction so a failed update keeps the code.
 */
export async function spendConfirmedPhoneCode(
  db: Db,
  { buId, phoneNumber, otpId, now }: PhoneCodeProof,
): Promise<boolean> {
  const spent = await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.id, otpId),
        eq(oneTimeCodes.buId, buId),
        eq(oneTimeCodes.channel, 'sms'),
        eq(oneTimeCodes.target, phoneNumber),
        isNotNull(oneTimeCodes.confirmedAt),
        gte(oneTimeCodes.confirmedAt, new Date(now - PHONE_CHANGE_CODE_WINDOW_MS)),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1;
}
