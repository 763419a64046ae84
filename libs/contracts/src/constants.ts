/** Business constants and limits of spec 2 section 9, defined once for client and server. */
export const CART_SAVE_DEBOUNCE_MS = 2000;
export const INACTIVITY_SIGN_OUT_MS = 30 * 60 * 1000;
export const HEARTBEAT_INTERVAL_MS = 30 * 1000;
export const INITIAL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const BANK_TRANSFER_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
export const RESET_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const CASHBACK_CREDIT_WITHIN_MS = 24 * 60 * 60 * 1000;
export const VALID_MONTHS_MIN = 1;
export const VALID_MONTHS_MAX = 12;
export const DEFAULT_VALID_MONTHS = 12;
export const CARD_TEXT_LINE_MAX = 32;
export const REDEEMABLE_PLACE_MAX = 45;
export const GIFT_MESSAGE_MAX = 500;
export const CUSTOM_MESSAGE_MAX = 45;
export const DOCUMENT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const KYB_UPLOAD_MAX_BYTES = 4.5 * 1024 * 1024;
export const PHONE_LENGTH_MIN = 3;
export const PHONE_LENGTH_MAX = 16;
/** Card made fee per card for salesmen, in euro cents. */
export const CARD_MADE_FEE_MIN_MINOR = 1500;
export const CARD_MADE_FEE_MAX_MINOR = 3000;
export const COMMISSION_PERCENT_MIN = 3;
export const COMMISSION_PERCENT_MAX = 10;
/** Employee gifts: the social charge exemption per employee, in euro cents (spec 2 section 9: 183 euros). */
export const SOCIAL_CHARGE_EXEMPTION_PER_EMPLOYEE_MINOR = 18300;
/** The same exemption as one brand's copy states it (spec 2 section 9: "one brand copy says 171"). */
export const SOCIAL_CHARGE_EXEMPTION_BRAND_COPY_MINOR = 17100;
/** The currency in which the (French) social charge exemption applies. */
export const SOCIAL_CHARGE_EXEMPTION_CURRENCY = 'EUR';
export const VERIFICATION_TRANSFER_MINOR = 1000;
export const SHAREHOLDER_THRESHOLD_PERCENT = 25;
export const BUSINESS_VERIFICATION_DAYS = { min: 1, max: 7 } as const;
/** A business registration's emailed code may be sent again after this many seconds (spec 1: 59 s timer). */
export const BUSINESS_CODE_RESEND_SECONDS = 59;
/** How long a business registration waits between its steps before it must start again. */
export const BUSINESS_REGISTRATION_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const DIGITAL_CODE_VALIDITY_MONTHS = 6;
/** Wallet top-up minimum: AED 50, in fils. */
export const WALLET_TOP_UP_MIN_MINOR = 5000;
/**
 * The largest wallet top-up, in whole units of the unit's currency, where the unit sets no
 * walletTopUpMaxAmount (not given by the spec; docs/decisions/0019-amount-bounds.md).
 */
export const WALLET_TOP_UP_MAX_DEFAULT_MAJOR = 10_000;
export const RESEND_TIMER_SECONDS = 59;
export const CAPTCHA_CLOSE_MS = 1000;
export const RETRY_INTERVAL_MS = 5000;
export const CAPTCHA_MAX_RETRIES = 5;
export const REMEMBER_COOKIE_HOURS = 8760;
export const REMEMBER_COOKIE_KEYS = { email: 'LE', mobileCode: 'LMC', mobileNumber: 'LMN' } as const;
export const NOTIFICATION_HIDE_MS = 3000;
export const NOTIFICATION_WITH_CONTENT_HIDE_MS = 6000;
export const MOBILE_BREAKPOINT_PX = 992;
export const DEFAULT_B2C_MIN_QTY = 1;
export const NON_WHITE_UNIT_ID = 'AFI_NON_WHITE';
export const APP_VERSION = '2.795.0';
/** Amounts are rounded half-up to this many decimals for display. */
export const DISPLAY_DECIMALS = 2;

/**
 * Not given by the spec ("page size: not shown"); chosen here once for client and server.
 */
export const PRODUCT_PAGE_SIZE = 12;
export const INBOX_PAGE_SIZE = 20;
/** getMemberHistory records per page (the spec says later pages append; its size is not shown). */
export const HISTORY_PAGE_SIZE = 10;
/** One-time codes: 6 digits, valid 10 minutes, at most 5 wrong tries. Not given by the spec. */
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** A confirmed SMS code proves a new profile phone number this long after its confirmation, once. */
export const PHONE_CHANGE_CODE_WINDOW_MS = 10 * 60 * 1000;
/**
 * Sign-in lock-out per account (not given by the spec): this many failed sign-ins within the
 * window lock the account for LOGIN_LOCK_MS, whichever client addresses they came from.
 */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** A test captcha token (the shop's own test provider) is valid this long, once. */
export const CAPTCHA_TEST_TOKEN_VALIDITY_MS = 5 * 60 * 1000;
/** Registration and email verification links: valid 24 hours like the reset link. */
export const VERIFY_LINK_VALIDITY_MS = RESET_LINK_VALIDITY_MS;
/** A session's access token lives 12 hours; inactivity sign-out (30 min) is enforced by the client. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** With a traditional token, a login error other than the captcha's reloads the page this long after (spec 2). */
export const LOGIN_ERROR_RELOAD_MS = 1500;
/** The integrity call accepts a client clock within this distance of the server's. */
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60 * 1000;
/** Largest server-cart payload (characters of the JSON string). */
export const CART_DATA_MAX_LENGTH = 200_000;
/** Address book size per member. */
export const ADDRESS_BOOK_MAX = 20;
