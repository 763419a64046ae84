import { TWO_FA_LOCK_MS } from './account-security';

/**
 * Errors of two-factor sign-in, account deletion, email verification and corporate accounts (issue 22):
 * codes 10120-10139. The wrong-code text is the spec's ("The code is wrong, please try again.").
 */
export const ACCOUNT_SECURITY_API_ERRORS = {
  TWO_FA_OFF: { code: 10120, status: 400, message: 'Two-factor sign-in is not used in this shop.' },
  TWO_FA_REQUIRED: {
    code: 10121,
    status: 400,
    message: 'This shop signs you in with a code sent to you: please use two-factor sign-in.',
  },
  TWO_FA_CODE_WRONG: { code: 10122, status: 400, message: 'The code is wrong, please try again.' },
  /** Unknown, used or expired challenge (tokenId): the page starts the sign-in again. */
  TWO_FA_CHALLENGE_EXPIRED: {
    code: 10123,
    status: 400,
    message: 'This code has expired, please sign in again to receive a new one.',
  },
  TWO_FA_LOCKED: {
    code: 10124,
    status: 400,
    message:
      `Too many wrong codes. Sign-in with a code is locked for ${TWO_FA_LOCK_MS / 60_000} minutes; ` +
      'try again later.',
  },
  /** Carries retryAfter (whole seconds left of the 59 s timer). */
  TWO_FA_RESEND_TOO_SOON: { code: 10125, status: 429, message: 'Please wait before asking for a new code.' },
  TWO_FA_TOO_MANY_SENDS: {
    code: 10126,
    status: 400,
    message: 'No more codes can be sent for this sign-in, please sign in again.',
  },
  ACCOUNT_DELETION_OFF: { code: 10127, status: 400, message: 'Accounts cannot be deleted in this shop.' },
  ACCOUNT_DELETION_REFUSED: {
    code: 10128,
    status: 400,
    message: 'This account cannot be deleted here; please contact customer service.',
  },
  ACCOUNT_DELETION_WALLET_NOT_EMPTY: {
    code: 10129,
    status: 400,
    message: 'Your wallet still holds money. Please use it or contact customer service before deleting your account.',
  },
  ACCOUNT_DELETION_ORDER_IN_PROGRESS: {
    code: 10130,
    status: 400,
    message: 'An order of yours is still waiting for its payment. Please wait until it is settled.',
  },
  /** Carries retryAfter (whole seconds left of the 59 s timer). */
  EMAIL_VERIFICATION_TOO_SOON: { code: 10131, status: 429, message: 'Please wait before asking for a new email.' },
  CORPORATE_OFF: { code: 10132, status: 400, message: 'Corporate accounts are not available in this shop.' },
  CORPORATE_CODE_UNKNOWN: {
    code: 10133,
    status: 400,
    message: 'This corporate code is not valid. Please check it with your company.',
  },
  CORPORATE_ALREADY_LINKED: {
    code: 10134,
    status: 409,
    message: 'Your account is already linked to a company.',
  },
  CORPORATE_INDIVIDUALS_ONLY: {
    code: 10135,
    status: 400,
    message: 'Only an individual account can be linked to a company.',
  },
  CORPORATE_COMPANY_NOT_VERIFIED: {
    code: 10136,
    status: 400,
    message: 'Your company account is waiting for its document check; its corporate code comes once it is verified.',
  },
  CORPORATE_MEMBER_UNKNOWN: { code: 10137, status: 404, message: 'This member is not linked to your company.' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;
