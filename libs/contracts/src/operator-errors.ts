/**
 * Errors of the operators' calls (issue 21, decisions 0038-0040). The spec has no operators; the codes
 * are ours: sign-in in 10090-10099 (beside the other sign-ins), the rest in 58050-58059. A customer's
 * token on an operator call answers OPERATOR_NOT_AUTHENTICATED; an operator's token on a customer's call
 * answers the core USER_NOT_AUTHENTICATED (the two kinds of session never open each other's calls).
 */
export const OPERATOR_API_ERRORS = {
  OPERATOR_SIGN_IN_FAILED: { code: 10090, status: 401, message: 'The email or the password is not right.' },
  OPERATOR_TOTP_WRONG: {
    code: 10091,
    status: 401,
    message: 'The code is not right. Enter the 6-digit code your authenticator app shows now.',
  },
  OPERATOR_CHALLENGE_EXPIRED: {
    code: 10092,
    status: 401,
    message: 'The sign-in took too long. Enter your email and password again.',
  },
  OPERATOR_LOCKED: {
    code: 10093,
    status: 429,
    message: 'Too many failed attempts. Wait 15 minutes, then sign in again.',
  },
  OPERATOR_NOT_AUTHENTICATED: {
    code: 10094,
    status: 401,
    message: 'Your operator session has ended. Sign in again.',
  },
  OPERATOR_UNIT_FORBIDDEN: { code: 58050, status: 403, message: 'You do not run this business unit.' },
  OPERATOR_ADMIN_ONLY: { code: 58051, status: 403, message: 'Only administrators can do this.' },
  UNIT_VERSION_UNKNOWN: { code: 58052, status: 404, message: 'This version does not exist for this business unit.' },
  UNIT_VERSION_NOT_DRAFT: {
    code: 58053,
    status: 409,
    message: 'Only a draft can be published; to go back to an earlier version, restore it.',
  },
  UNIT_VERSION_STALE: {
    code: 58054,
    status: 409,
    message:
      'Another version was published after this draft was started. ' +
      'Open the live version and make your change again.',
  },
  UNIT_SETTINGS_INVALID: { code: 58055, status: 400, message: 'These settings are not valid.' },
  UNIT_ALREADY_EXISTS: { code: 58056, status: 409, message: 'A business unit with this id already exists.' },
  CATALOGUE_INVALID: { code: 58057, status: 400, message: 'This catalogue is not valid.' },
  CATALOGUE_PRODUCT_REMOVED: {
    code: 58058,
    status: 409,
    message: 'A product cannot be removed from the catalogue; switch it off instead.',
  },
  OPERATOR_EMAIL_TAKEN: { code: 58059, status: 409, message: 'An operator with this email already exists.' },
} as const;
