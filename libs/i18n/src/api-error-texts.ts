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
};

/**
 * Codes only one area's pages meet (the operators' sign-in, settings and back office; a salesman's orders;
 * a business's large-order file): their texts live in that area's namespace, which its pages load, so the
 * shop's first pages do not carry them.
 */
export const AREA_CODE_RANGES: Readonly<
  Record<'operator' | 'salesman' | 'business', readonly (readonly [number, number])[]>
> = {
  operator: [
    [10090, 10099],
    [58050, 58079],
  ],
  salesman: [[58040, 58049]],
  business: [[63005, 63010]],
};

/** The area namespace that holds a code's text, or undefined for the shop's common texts. */
export function areaOfCode(code: number): keyof typeof AREA_CODE_RANGES | undefined {
  const areas = Object.keys(AREA_CODE_RANGES) as (keyof typeof AREA_CODE_RANGES)[];
  return areas.find((area) => AREA_CODE_RANGES[area].some(([first, last]) => code >= first && code <= last));
}

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
 * The key (with its namespace) of an API error's text in the page's language: `<area>:errors.api.<NAME>`
 * for an area's own codes, the spec's key when common.json has one, `common:errors.api.<NAME>` for the
 * money core, undefined for the others (pages show those as the English message with its code).
 */
export function apiErrorTextKey(name: ApiErrorName): string | undefined {
  const { code } = API_ERRORS[name];
  const area = areaOfCode(code);
  if (area) return `${area}:errors.api.${name}`;
  return SPEC_TEXT_KEYS[name] ?? (isMoneyCoreCode(code) ? `common:errors.api.${name}` : undefined);
}
