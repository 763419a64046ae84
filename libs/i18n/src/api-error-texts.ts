import { API_ERRORS, type ApiErrorName } from '@shop/contracts';

/**
 * Codes of the money core (issue 9) whose texts every language must have: idempotency (40010 to
 * the 409xx conflicts; the auth codes between them read from their spec keys), gift cards, wallet,
 * orders and payments.
 */
export const MONEY_CORE_CODE_RANGES: readonly (readonly [number, number])[] = [
  [40010, 40999],
  [11000, 11999],
  [57000, 59999],
  // Operator sign-in (issue 21): its texts are shown on the operator pages in every language.
  [10090, 10099],
];

/** API errors whose text spec 2 gives and common.json already holds: shown from that one key. */
const SPEC_TEXT_KEYS: Partial<Record<ApiErrorName, string>> = {
  GENERIC: 'common:genericError.message',
  CAPTCHA_RECAPTCHA: 'common:errors.captcha.recaptcha',
  NO_AUTHORIZED: 'common:errors.auth.notAuthorized',
  USER_NOT_AUTHENTICATED: 'common:errors.auth.userNotAuthenticated',
  CUSTOMER_NOT_AUTHENTICATED: 'common:errors.auth.customerNotAuthenticated',
  OTP_WRONG: 'common:errors.wrongCode',
  CLOCK_OUT_OF_SYNC: 'common:errors.transactionLost',
  INSUFFICIENT_CARD_BALANCE: 'common:errors.coupon.insufficientBalance',
  CARD_NOT_USABLE: 'common:errors.coupon.notUsableInOrder',
  COUPON_INVALID: 'common:errors.coupon.invalid',
  REMOVED_COUPON: 'common:errors.coupon.removed',
  ALREADY_UNLOCKED: 'common:errors.unlock.alreadyUnlocked',
  ORDER_STILL_LOCKED: 'common:errors.unlock.stillLocked',
  ORDER_RECEIPT_TOO_BIG: 'common:errors.upload.fileTooBig',
  PAYMENT_FAILED: 'common:payment.failed',
  // Uploads (issue 10): the spec's three upload codes, then the large-order file's own.
  FILE_WRONG_FORMAT: 'common:errors.upload.wrongFormat',
  FILE_TOO_BIG: 'common:errors.upload.fileTooBig',
  FILE_TYPE_UNSUPPORTED: 'common:errors.upload.unsupportedType',
  LARGE_ORDER_TOO_MANY_ROWS: 'common:errors.api.LARGE_ORDER_TOO_MANY_ROWS',
  LARGE_ORDER_EMPTY: 'common:errors.api.LARGE_ORDER_EMPTY',
  LARGE_ORDER_BUSINESS_ONLY: 'common:errors.api.LARGE_ORDER_BUSINESS_ONLY',
  LARGE_ORDER_FILE_UNKNOWN: 'common:errors.api.LARGE_ORDER_FILE_UNKNOWN',
  LARGE_ORDER_ALREADY_ORDERED: 'common:errors.api.LARGE_ORDER_ALREADY_ORDERED',
  LARGE_ORDER_NO_VALID_ROW: 'common:errors.api.LARGE_ORDER_NO_VALID_ROW',
};

const NAME_OF_CODE = new Map<number, ApiErrorName>(
  (Object.keys(API_ERRORS) as ApiErrorName[]).map((name) => [API_ERRORS[name].code, name]),
);

export function isMoneyCoreCode(code: number): boolean {
  return MONEY_CORE_CODE_RANGES.some(([first, last]) => code >= first && code <= last);
}

/** The API_ERRORS name of a code the API answers with, or undefined for a code it does not know. */
export function apiErrorName(code: number): ApiErrorName | undefined {
  return NAME_OF_CODE.get(code);
}

/**
 * The key (with its namespace) of an API error's text in the page's language: the spec's key when
 * common.json has one, `common:errors.api.<NAME>` for the money core, undefined for the others
 * (pages show those as the English message with its code).
 */
export function apiErrorTextKey(name: ApiErrorName): string | undefined {
  return SPEC_TEXT_KEYS[name] ?? (isMoneyCoreCode(API_ERRORS[name].code) ? `common:errors.api.${name}` : undefined);
}
