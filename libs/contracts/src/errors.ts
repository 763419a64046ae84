import * as v from 'valibot';
import { LOGIN_LOCK_MS } from './constants';

/**
 * The error catalogue the API answers with. Codes and texts given by spec 2 section 8 are used as
 * written (52, 1234, 58019, 80000, 80001, 11018, the "not authenticated" texts, ...); the spec leaves
 * other server codes open ("not shown"), so the remaining codes are ours, listed once here.
 */
export const CORE_API_ERRORS = {
  GENERIC: {
    code: 1234,
    status: 500,
    message: 'Seems there are something went wrong. Please try again or contact us.',
  },
  ITEM_GONE: { code: 52, status: 404, message: 'The item no longer exists.' },
  CAPTCHA_TURNSTILE: { code: 80000, status: 400, message: 'Captcha verification failed.' },
  CAPTCHA_RECAPTCHA: { code: 80001, status: 400, message: 'Error reCAPTCHA' },
  ALREADY_UNLOCKED: { code: 58019, status: 400, message: 'Already unlock' },
  REMOVED_COUPON: { code: 11018, status: 400, message: 'Removed coupon' },

  INVALID_REQUEST: { code: 40000, status: 400, message: 'Invalid request' },
  ENVELOPE_INVALID: { code: 40001, status: 400, message: 'The request could not be decrypted.' },
  ENVELOPE_EXPIRED: { code: 40002, status: 400, message: 'The initial token has expired, please fetch a new one.' },
  /** A sealed request whose nonce was already used (a replay); the client seals a new request to retry. */
  REQUEST_REPLAYED: { code: 40003, status: 409, message: 'This request was already received.' },
  NO_AUTHORIZED: { code: 40100, status: 401, message: 'no authorized' },
  USER_NOT_AUTHENTICATED: { code: 40101, status: 401, message: 'User not authenticated' },
  CUSTOMER_NOT_AUTHENTICATED: { code: 40300, status: 403, message: 'Customer not authenticated' },
  NOT_FOUND: { code: 40400, status: 404, message: 'Not found' },
  RATE_LIMITED: { code: 42900, status: 429, message: 'Too many requests, please try again later.' },

  LOGIN_FAILED: { code: 10001, status: 400, message: 'Incorrect account or password.' },
  ACCOUNT_NOT_ACTIVE: { code: 10002, status: 400, message: 'Please confirm your email address before signing in.' },
  LOGIN_TYPE_UNAVAILABLE: { code: 10003, status: 400, message: 'This login type is not available here.' },
  USE_BUSINESS_LOGIN: { code: 10004, status: 400, message: 'Business accounts sign in on the business login page.' },
  USE_SALESMAN_LOGIN: { code: 10005, status: 400, message: 'Salesmen sign in on the salesman login page.' },
  ACCOUNT_LOCKED: {
    code: 10006,
    status: 400,
    message:
      `Too many failed sign-in attempts. Your account is locked for ${LOGIN_LOCK_MS / 60_000} minutes; ` +
      'try again later or reset your password.',
  },
  UNKNOWN_BUSINESS_UNIT: { code: 10010, status: 404, message: 'Unknown business unit.' },
  VERIFY_LINK_INVALID: { code: 10021, status: 400, message: 'The verification link is invalid or has expired.' },
  RESET_LINK_INVALID: { code: 10022, status: 400, message: 'The reset link is invalid or has expired.' },
  MEMBER_TYPE_MISMATCH: { code: 10023, status: 400, message: 'This reset link belongs to another account type.' },
  OTP_WRONG: { code: 10030, status: 400, message: 'The code is wrong, please try again.' },
  OTP_EXPIRED: { code: 10031, status: 400, message: 'The code has expired, please request a new one.' },
  OTP_TOO_MANY_ATTEMPTS: { code: 10032, status: 400, message: 'Too many wrong codes, please request a new one.' },
  VALIDATION_LINK_INVALID: { code: 10040, status: 400, message: 'The validation link is invalid or has expired.' },
  ALREADY_VALIDATED: { code: 10041, status: 400, message: 'This account has already been validated.' },
  PROFILE_LOCKED: { code: 10050, status: 400, message: 'Profile editing is not allowed for this account.' },
  PHONE_NOT_VERIFIED: {
    code: 10051,
    status: 400,
    message: 'Please confirm the new phone number with the code sent to it.',
  },
  COMPANY_QUERY_EMPTY: { code: 10060, status: 400, message: 'At least input one criteria to query your company' },
  CLOCK_OUT_OF_SYNC: { code: 10070, status: 400, message: 'Transaction Information Lost' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

/**
 * One problem with one field of a request: the English text, and, when a shared validation rule
 * failed, its message key and placeholder values so a page can show it in its own language.
 */
export const FieldIssueSchema = v.object({
  path: v.string(),
  message: v.string(),
  key: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type FieldIssue = v.InferOutput<typeof FieldIssueSchema>;

/** The error object a response may carry; any response with one is a failure. */
export const ApiErrorSchema = v.object({
  code: v.number(),
  message: v.string(),
  issues: v.optional(v.array(FieldIssueSchema)),
  /** A rate limit's refusal (42900): whole seconds until its window ends, for the page to say in its language. */
  retryAfter: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * A social sign-in without an account (10105): the name and address the provider gave, so the
   * registration form can start from them (the social-media name, spec 1 section 4).
   */
  socialProfile: v.optional(
    v.object({
      firstName: v.pipe(v.string(), v.maxLength(50)),
      lastName: v.pipe(v.string(), v.maxLength(50)),
      email: v.nullable(v.pipe(v.string(), v.maxLength(254))),
    }),
  ),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

export const ErrorBodySchema = v.object({ error: ApiErrorSchema });

/** Client-side text of the spec for a failed call without a server answer (network down). */
export const NETWORK_ERROR: ApiError = { code: CORE_API_ERRORS.GENERIC.code, message: CORE_API_ERRORS.GENERIC.message };
