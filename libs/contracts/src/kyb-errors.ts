/**
 * Errors of company verification (KYB, issue 19). The spec gives no codes for them; ours follow the
 * business registration ones (1006x) in the 1008x range. A bad or expired KYB token answers the core
 * 401s (NO_AUTHORIZED, USER_NOT_AUTHENTICATED), so the page clears its KYB session on them.
 */
export const KYB_API_ERRORS = {
  KYB_UNAVAILABLE: { code: 10080, status: 400, message: 'Company verification is not available here.' },
  KYB_VERIFY_LINK_INVALID: {
    code: 10081,
    status: 400,
    message: 'The verification link is invalid or has expired, please ask for a new one.',
  },
  KYB_ACCOUNT_EXISTS: {
    code: 10082,
    status: 400,
    message: 'A verification account already exists for this email address, please sign in.',
  },
  KYB_RESEND_TOO_SOON: { code: 10083, status: 429, message: 'Please wait before asking for a new email.' },
  KYB_DOSSIER_LOCKED: {
    code: 10084,
    status: 409,
    message: 'This dossier has been submitted and can no longer be changed.',
  },
  KYB_DOSSIER_INCOMPLETE: {
    code: 10085,
    status: 400,
    message: 'Please complete and save every tab before submitting.',
  },
  KYB_DOCUMENT_MISSING: {
    code: 10086,
    status: 400,
    message: 'Please upload the ID card or passport as a PDF under 4.5 MB.',
  },
} as const;
