/** Limits of spec 1 section 5 and spec 2 section 9, defined once. */

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

/** Card text: each line at most 32 characters. */
export const CARD_TEXT_LINE_MAX = 32;
export const REDEEM_PLACE_MAX = 45;
export const GIFT_MESSAGE_MAX = 500;
export const CUSTOM_MESSAGE_MAX = 45;

/** Validity in months: 1 to 12, default 12 (validMonths). */
export const VALID_MONTHS_MIN = 1;
export const VALID_MONTHS_MAX = 12;
export const VALID_MONTHS_DEFAULT = 12;
/** A scheduled card is sent at most this many days after the order (not in the spec; decision 0011). */
export const DELIVER_DATE_MAX_DAYS = 365;

export const MINIMUM_AGE = 18;

/** Phone number as typed, trimmed: 3 to 16 characters. */
export const PHONE_MIN_LENGTH = 3;
export const PHONE_MAX_LENGTH = 16;

/** Default minimum quantity of a B2C order line when the unit sets none (b2cMinQty). */
export const B2C_MIN_QTY_DEFAULT = 1;

/** Salesman card made fee, in euro cents per card: 15 to 30 euros. */
export const CARD_MADE_FEE_MIN_CENTS = 1500;
export const CARD_MADE_FEE_MAX_CENTS = 3000;

/** Salesman commission, in percent: 3% to 10%. */
export const COMMISSION_MIN_PERCENT = 3;
export const COMMISSION_MAX_PERCENT = 10;

const MEGABYTE = 1024 * 1024;
/** Business documents: at most 2 MB. */
export const DOCUMENT_MAX_BYTES = 2 * MEGABYTE;
/** KYB upload: a PDF under 4.5 MB. */
export const KYB_DOCUMENT_LIMIT_BYTES = 4.5 * MEGABYTE;
/** Personal image of a card (jpeg or png): at most 2 MB, like the documents (the spec sets none; 0013). */
export const PERSONAL_IMAGE_MAX_BYTES = 2 * MEGABYTE;
/** Large-order file (xls, xlsx, csv): at most 5 MB, far above 1,000 rows (the spec sets none; 0013). */
export const LARGE_ORDER_FILE_MAX_BYTES = 5 * MEGABYTE;
/**
 * Large-order file: at most 10,000 receivers (rows below the header), one order line each (0013; raised
 * from 1,000 by issue 18, decision 0026: thousands of rows must work).
 */
export const LARGE_ORDER_ROWS_MAX = 10_000;
