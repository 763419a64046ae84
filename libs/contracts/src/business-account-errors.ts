/**
 * Errors of business sign-in and registration (issue 18). The spec gives no codes for them; ours
 * follow the sign-in (100xx) and company query (10060) ones.
 */
export const BUSINESS_ACCOUNT_API_ERRORS = {
  USE_INDIVIDUAL_LOGIN: { code: 10007, status: 400, message: 'Individual accounts sign in on the login page.' },
  BUSINESS_REGISTRATION_EXPIRED: {
    code: 10061,
    status: 400,
    message: 'Your registration has expired, please start again.',
  },
  BUSINESS_EMAIL_NOT_CONFIRMED: {
    code: 10062,
    status: 400,
    message: 'Please confirm your email address with the code we sent you.',
  },
  BUSINESS_RESEND_TOO_SOON: { code: 10063, status: 429, message: 'Please wait before asking for a new code.' },
  BUSINESS_DOCUMENT_MISSING: {
    code: 10064,
    status: 400,
    message: 'Please upload your KBIS or ID document (jpg, jpeg, png or pdf, at most 2 MB).',
  },
} as const;
