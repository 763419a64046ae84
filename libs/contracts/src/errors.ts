import * as v from 'valibot';
import { LOGIN_LOCK_MS } from './constants';

/**
 * The error catalogue the API answers with. Codes and texts given by spec 2 section 8 are used as
 * written (52, 1234, 58019, 80000, 80001, 11018, the "not authenticated" texts, ...); the spec leaves
 * other server codes open ("not shown"), so the remaining codes are ours, listed once here.
 */
export const API_ERRORS = {
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

  // Gift cards (issue 9, cards: 11001-11099). One answer, code and status for a wrong number, a wrong
  // PIN, a transferred card and a card locked by wrong PINs: a guesser learns nothing from it (0007).
  CARD_REFUSED: {
    code: 11001,
    status: 400,
    message: 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
  },
  CARD_BLOCKED: { code: 11002, status: 400, message: 'This card is blocked.' },
  CARD_EXPIRED: { code: 11003, status: 400, message: 'This card has expired.' },
  INSUFFICIENT_CARD_BALANCE: { code: 11004, status: 400, message: 'Insufficient Card Balance' },
  CARD_NOT_USABLE: { code: 11005, status: 400, message: 'Card is not usable in this order' },
  COUPON_INVALID: { code: 11006, status: 400, message: 'The coupon you entered is invalid. Please try again.' },
  CARD_NOT_IN_ACCOUNT: { code: 11007, status: 404, message: 'This card is not in your account.' },
  CARD_IN_ANOTHER_ACCOUNT: { code: 11008, status: 409, message: 'This card is already in another account.' },
  CARD_NOT_RELOADABLE: { code: 11009, status: 400, message: 'This card cannot be topped up.' },
  CARD_TRANSFER_TO_SELF: { code: 11010, status: 400, message: 'You cannot transfer a card to yourself.' },
  CARD_HELD_BY_ORDER: {
    code: 11011,
    status: 400,
    message: 'This card pays an order that is not finished yet. Try again once the order is paid or cancelled.',
  },

  // Wallet and history (issue 9, wallet: 57001-57099). The wallet is for members who are not salesmen, on
  // units with the wallet switched on (spec 1 section 6); top-ups go through a hosted payment.
  WALLET_UNAVAILABLE: { code: 57001, status: 400, message: 'The wallet is not available for this account.' },
  WALLET_NOT_RELOADABLE: { code: 57002, status: 400, message: 'This wallet cannot be topped up.' },
  WALLET_TOP_UP_NOT_FOUND: { code: 57004, status: 404, message: 'This wallet top-up does not exist.' },
  WALLET_TOP_UP_CLOSED: { code: 57005, status: 409, message: 'This wallet top-up is already paid or canceled.' },

  // Orders (issue 9, orders: 58001-58099; 58019 ALREADY_UNLOCKED above). Statuses: docs/decisions/0008.
  ORDER_NOT_FOUND: { code: 58001, status: 404, message: 'This order does not exist.' },
  ORDER_ALREADY_PAID: { code: 58002, status: 409, message: 'This order is already paid.' },
  ORDER_CANCELED: { code: 58003, status: 409, message: 'This order has been cancelled.' },
  ORDER_PAID_NOT_CANCELABLE: { code: 58004, status: 409, message: 'A paid order cannot be cancelled.' },
  ORDER_PAYMENT_MEAN_UNAVAILABLE: { code: 58005, status: 400, message: 'This payment method is not offered here.' },
  ORDER_WALLET_INSUFFICIENT: { code: 58006, status: 400, message: 'Insufficient wallet balance' },
  ORDER_GUEST_NOT_ALLOWED: { code: 58007, status: 401, message: 'Please sign in to place an order.' },
  ORDER_RECEIPT_NOT_EXPECTED: {
    code: 58008,
    status: 409,
    message: 'A payment receipt can only be uploaded for a bank transfer order waiting for its payment.',
  },
  ORDER_RECEIPT_WINDOW_CLOSED: { code: 58009, status: 409, message: 'The payment window of this order has closed.' },
  ORDER_RECEIPT_FORMAT: { code: 58010, status: 400, message: 'Format should be JPG, JPEG, PNG, PDF' },
  ORDER_RECEIPT_TOO_BIG: { code: 58011, status: 400, message: 'File size is too big' },
  ORDER_IS_QUOTATION: { code: 58012, status: 409, message: 'A quotation cannot be paid; place an order instead.' },
  ORDER_NOT_PAID: { code: 58013, status: 409, message: 'This order is not paid yet.' },
  ORDER_QUOTATIONS_OFF: { code: 58014, status: 400, message: 'Quotations are not available here.' },
  ORDER_NOT_CONFIRMED: { code: 58015, status: 409, message: 'Please confirm the order before paying it.' },
  ORDER_ALREADY_CONFIRMED: { code: 58016, status: 409, message: 'This order is already confirmed.' },
  ORDER_STILL_LOCKED: { code: 58020, status: 400, message: 'Oops, still lock' },

  // Payments (issue 9, payments: 59001-59099). 59001 is spec 2 section 8's "Payment failed" text.
  PAYMENT_FAILED: {
    code: 59001,
    status: 400,
    message:
      'There was an error processing your payment. Please verify that all your card information is correct ' +
      'before trying again.',
  },
  PAYMENT_NOT_FOUND: { code: 59002, status: 404, message: 'This payment does not exist.' },
  PAYMENT_MEAN_NOT_OFFERED: {
    code: 59003,
    status: 400,
    message: 'This payment method is not available for this payment.',
  },
  PAYMENT_CANCELED: { code: 59004, status: 400, message: 'The payment was cancelled.' },
  PAYMENT_PENDING: {
    code: 59005,
    status: 409,
    message: 'Your payment is still being processed. Please wait a moment and try again.',
  },
  PAYMENT_AMOUNT_CHANGED: {
    code: 59006,
    status: 409,
    message: 'The amount to pay has changed. Please review it before paying.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    code: 59007,
    status: 503,
    message: 'The payment service is not available right now. Please try again in a few minutes.',
  },
  PAYMENT_RETURN_INVALID: { code: 59008, status: 400, message: 'The payment return could not be verified.' },
  PAYMENT_MISMATCH: {
    code: 59009,
    status: 409,
    message: 'The payment does not match the amount owed and was not accepted. Please contact us.',
  },
  PAYMENT_TOKEN_INVALID: {
    code: 59010,
    status: 400,
    message: 'The payment page has expired. Please reload it and try again.',
  },
  PAYMENT_ALREADY_MADE: { code: 59011, status: 409, message: 'This has already been paid.' },

  INVALID_REQUEST: { code: 40000, status: 400, message: 'Invalid request' },
  ENVELOPE_INVALID: { code: 40001, status: 400, message: 'The request could not be decrypted.' },
  ENVELOPE_EXPIRED: { code: 40002, status: 400, message: 'The initial token has expired, please fetch a new one.' },
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

  // Calls that move money (issue 9): the client key of spec-less idempotency (see Endpoint.idempotent).
  IDEMPOTENCY_KEY_MISSING: {
    code: 40010,
    status: 400,
    message: 'This call needs an Idempotency-Key header of 8 to 100 letters, digits, "-" or "_".',
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: 40901,
    status: 409,
    message: 'This Idempotency-Key was already used for another request.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    code: 40902,
    status: 409,
    message: 'The same request is still being processed, please try again in a moment.',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ApiErrorName = keyof typeof API_ERRORS;

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
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

export const ErrorBodySchema = v.object({ error: ApiErrorSchema });

export function apiError(name: ApiErrorName, issues?: FieldIssue[]): ApiError {
  const { code, message } = API_ERRORS[name];
  return issues ? { code, message, issues } : { code, message };
}

/** Client-side text of the spec for a failed call without a server answer (network down). */
export const NETWORK_ERROR: ApiError = { code: API_ERRORS.GENERIC.code, message: API_ERRORS.GENERIC.message };
