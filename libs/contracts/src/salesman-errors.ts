/**
 * Errors of the salesmen's calls (issue 20, decisions 0035-0036). The two refusals of an order for a
 * customer whose contract type blocks it are spec 2 section 8's texts; the other codes are ours.
 */
export const SALESMAN_API_ERRORS = {
  SALESMAN_LOGIN_ONLY: {
    code: 10008,
    status: 400,
    message: 'Only salesmen sign in here; customers sign in on their own login page.',
  },
  SALESMAN_ONLY: { code: 58040, status: 403, message: 'Only salesmen can do this.' },
  SALESMAN_NOT_OWNER: {
    code: 58041,
    status: 403,
    message: 'This customer is not one of yours; only its salesman or an admin salesman can act for it.',
  },
  SALESMAN_CUSTOMER_NOT_VERIFIED: {
    code: 58042,
    status: 403,
    message: "This client is not yet verified, you can't place the order",
  },
  SALESMAN_CUSTOMER_EN_COMPTE: { code: 58043, status: 403, message: 'This client is En Compte' },
} as const;
