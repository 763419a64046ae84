import { ACCOUNT_DELETION_REASONS } from './code-tables';
import { LOGIN_LOCK_MS, RESEND_TIMER_SECONDS } from './constants';

/**
 * Two-factor sign-in, account deletion and the corporate tab (issue 22). The spec gives the 59 s resend
 * timer and the ten deletion reasons; the rest is ours (decisions 0050-0052).
 */

/** Channels a two-factor code is sent by. */
export const TWO_FA_CHANNELS = ['email', 'sms'] as const;
export type TwoFaChannel = (typeof TWO_FA_CHANNELS)[number];

export const TWO_FA_CODE_LENGTH = 6;
/** A two-factor code (and its challenge) is good for 5 minutes. */
export const TWO_FA_CODE_VALIDITY_MS = 5 * 60 * 1000;
/** A new code may be asked for after the spec's resend timer. */
export const TWO_FA_RESEND_SECONDS = RESEND_TIMER_SECONDS;
/** At most this many codes are sent for one challenge (the first and its resends). */
export const TWO_FA_MAX_SENDS = 5;
/**
 * Wrong codes an account may give (whatever challenge they belong to) before two-factor sign-in locks:
 * five wrong codes are answered as wrong, the sixth attempt is answered locked, even with the right code.
 */
export const TWO_FA_MAX_ATTEMPTS = 5;
/** How long the lock lasts (the password lock's length). */
export const TWO_FA_LOCK_MS = LOGIN_LOCK_MS;

/** The ten reasons for deleting an account (spec 1 section 5, spec 2 constants), in the spec's order. */
export const DELETE_ACCOUNT_REASONS = ACCOUNT_DELETION_REASONS;
export type DeleteAccountReason = (typeof DELETE_ACCOUNT_REASONS)[number];
export const DELETE_ACCOUNT_COMMENT_MAX = 500;

/** A company's corporate code: what its employees enter to link their individual account (B2B2C). */
export const CORPORATE_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * The account header's unit groups (spec 1 section 2: {hash}; SRP/BP; POR/BEL/ITA/ESP/FRA/NED;
 * PASSIONBEAUTE; default). A unit names its group in BusinessUnit.accountHeaderGroup; absent: DEFAULT.
 */
export const ACCOUNT_HEADER_GROUPS = ['HASH', 'SRP_BP', 'EUROPE', 'PASSIONBEAUTE', 'DEFAULT'] as const;
export type AccountHeaderGroup = (typeof ACCOUNT_HEADER_GROUPS)[number];
