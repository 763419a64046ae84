/**
 * The money core's errors (issue 9: cards, wallet, orders, payments, idempotency), apart from the rest so
 * the start page, whose API client needs only CORE_API_ERRORS, does not download them.
 */
export const MONEY_API_ERRORS = {
  // Calls that move money (issue 9): the client key of spec-less idempotency (see Endpoint.idempotent).
  IDEMPOTENCY_KEY_MISSING: {
    code: 40010,
    status: 400,
    message: 'This call needs an Idempotency-Key of 8 to 100 letters, digits, "-" or "_" in its sealed request.',
  },
  IDEMPOTENCY_KEY_MISMATCH: {
    code: 40011,
    status: 400,
    message: 'The Idempotency-Key header does not match the key in the sealed request.',
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
  // The receiver's card page (issue 10): one answer for a malformed, forged or other unit's link and a
  // card that no longer exists, so a guesser learns nothing; guesses are throttled per client and link.
  CARD_LINK_NOT_FOUND: {
    code: 11012,
    status: 404,
    message: 'This card link is not valid. Please check the link you received.',
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
  // Business orders (issue 18: 58030-58039; decisions 0025, 0026).
  ORDER_BUSINESS_NOT_VERIFIED: {
    code: 58030,
    status: 403,
    message: 'Your business account is not verified yet, you cannot place an order.',
  },
  ORDER_INVOICE_ADDRESS_INVALID: {
    code: 58031,
    status: 400,
    message: 'Invalid address, please update your invoicing address',
  },
  ORDER_QUOTATION_EXPIRED: {
    code: 58032,
    status: 409,
    message: 'This quotation has expired; please ask for a new one.',
  },
  ORDER_QUOTATION_ORDERED: { code: 58033, status: 409, message: 'This quotation has already been ordered.' },
  // A line's personal image must be an upload of the caller's (issue 24, decision 0061).
  ORDER_IMAGE_NOT_YOURS: {
    code: 58034,
    status: 403,
    message: 'This personal image is not one you uploaded; please upload it again.',
  },

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
  PAYMENT_REFUNDED: {
    code: 59012,
    status: 409,
    message: 'This order was cancelled before your payment arrived, so your payment is refunded.',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;
