/**
 * Errors of the back office (issue 21, decisions 0041-0043): the review queue, offline payments,
 * refunds. The spec gives no codes for them; ours are 58060-58079. Who may call (operator sign-in,
 * the units an operator runs) answers the operator errors of operator-errors.ts.
 */
export const BACK_OFFICE_API_ERRORS = {
  BACK_OFFICE_ACCOUNT_NOT_FOUND: {
    code: 58060,
    status: 404,
    message: 'No business account of this unit has this id.',
  },
  BACK_OFFICE_ACCOUNT_DECIDED: {
    code: 58061,
    status: 409,
    message: 'This business account is not waiting for the document check any more.',
  },
  BACK_OFFICE_DOSSIER_NOT_FOUND: { code: 58062, status: 404, message: 'No dossier of this unit has this id.' },
  BACK_OFFICE_DOSSIER_NOT_SUBMITTED: {
    code: 58063,
    status: 409,
    message: 'The dossier is not waiting for a review (it must be submitted).',
  },
  BACK_OFFICE_TRANSFER_MISSING: {
    code: 58064,
    status: 409,
    message: 'The 10-euro verification transfer from the dossier IBAN is not recorded yet.',
  },
  BACK_OFFICE_TRANSFER_WRONG: {
    code: 58065,
    status: 400,
    message: 'The verification transfer must be exactly 10.00 EUR from the IBAN of the dossier.',
  },
  BACK_OFFICE_DOCUMENT_NOT_FOUND: {
    code: 58066,
    status: 404,
    message: 'This document is not part of a business account or dossier of this unit.',
  },
  BACK_OFFICE_NOT_OFFLINE_PAYMENT: {
    code: 58067,
    status: 409,
    message: 'This order is not paid by bank transfer or bank check.',
  },
  BACK_OFFICE_NOT_WAITING_PAYMENT: {
    code: 58068,
    status: 409,
    message: 'This order is not waiting for its payment any more.',
  },
  BACK_OFFICE_PAYMENT_WINDOW_OPEN: {
    code: 58069,
    status: 409,
    message: 'The payment window of this order is still open; it can be cancelled once it has closed.',
  },
  BACK_OFFICE_NO_RECEIPT: { code: 58070, status: 404, message: 'No receipt has been uploaded for this order.' },
  BACK_OFFICE_NOT_REFUNDABLE: {
    code: 58071,
    status: 409,
    message: 'Only a paid order can be refunded.',
  },
  BACK_OFFICE_CARDS_NOT_REFUNDABLE: {
    code: 58072,
    status: 409,
    message: 'Some of these cards are used, already refunded or not of this order; only unused cards are refunded.',
  },
  BACK_OFFICE_REFUND_DESTINATION: {
    code: 58073,
    status: 400,
    message: 'This order cannot be refunded there: choose the wallet or the payment it was paid with.',
  },
  BACK_OFFICE_ORDER_NOT_FOUND: { code: 58074, status: 404, message: 'No order of this unit has this number.' },
} as const;
