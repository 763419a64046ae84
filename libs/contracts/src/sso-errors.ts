/**
 * Errors of social sign-in (OpenID Connect with PKCE) and single sign-on (issue 22, decisions 0047-0049).
 * The spec leaves these codes open; they are ours (10100-10119). Every refusal of a sign-in link or a
 * provider's answer is a 400: a 401 would read as "the session ended" to the client.
 */
export const SSO_API_ERRORS = {
  OAUTH_PROVIDER_UNAVAILABLE: {
    code: 10100,
    status: 503,
    message: 'This sign-in service cannot be reached just now. Please try again in a moment.',
  },
  OAUTH_REDIRECT_NOT_ALLOWED: {
    code: 10101,
    status: 400,
    message: 'This address may not receive a sign-in answer.',
  },
  /** Unknown, expired, already used or another browser's state: the flow is started again. */
  OAUTH_STATE_INVALID: {
    code: 10102,
    status: 400,
    message: 'This sign-in has expired or was not started here. Please start again.',
  },
  /** The provider refused the code: a wrong PKCE verifier, a code used twice or too old. */
  OAUTH_EXCHANGE_FAILED: {
    code: 10103,
    status: 400,
    message: 'The sign-in service did not confirm this sign-in. Please start again.',
  },
  OAUTH_CANCELLED: { code: 10104, status: 400, message: 'The sign-in was cancelled.' },
  /** No account has this social sign-in and the unit does not register social accounts by itself. */
  SOCIAL_NOT_REGISTERED: {
    code: 10105,
    status: 400,
    message: 'No account is linked to this sign-in yet. Please register first.',
  },
  /** The provider's email belongs to an account here but the provider did not verify it. */
  SOCIAL_EMAIL_IN_USE: {
    code: 10106,
    status: 400,
    message: 'An account already uses this email address. Please sign in with your password.',
  },
  /** Malformed, badly signed, signed by a key the unit does not know, wrong issuer or missing claims. */
  SSO_TOKEN_INVALID: { code: 10110, status: 400, message: 'This sign-in link is not valid.' },
  SSO_TOKEN_EXPIRED: { code: 10111, status: 400, message: 'This sign-in link has expired.' },
  SSO_TOKEN_AUDIENCE: { code: 10112, status: 400, message: 'This sign-in link is meant for another shop.' },
  SSO_TOKEN_REPLAYED: { code: 10113, status: 400, message: 'This sign-in link has already been used.' },
  /** The unit has no portal (no `sso` parameters) or does not list the login type in memberShip. */
  SSO_NOT_ENABLED: { code: 10114, status: 400, message: 'Single sign-on is not available for this shop.' },
  SSO_AGGREGATOR_MISMATCH: {
    code: 10115,
    status: 400,
    message: 'This sign-in link is meant for another brand.',
  },
  SSO_SALESMAN_UNKNOWN: {
    code: 10116,
    status: 400,
    message: 'No salesman account matches this sign-in.',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;
