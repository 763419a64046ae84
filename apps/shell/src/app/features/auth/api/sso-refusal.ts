import { API_ERRORS, type ApiError } from '@shop/contracts';

/** Why a portal's sign-in link was refused, as the landing page explains it. */
export type SsoRefusal = 'expired' | 'replayed' | 'invalid' | 'otherUnit' | 'unavailable' | 'missing';

const REFUSALS: Readonly<Record<number, SsoRefusal>> = {
  [API_ERRORS.SSO_TOKEN_EXPIRED.code]: 'expired',
  [API_ERRORS.SSO_TOKEN_REPLAYED.code]: 'replayed',
  [API_ERRORS.SSO_TOKEN_INVALID.code]: 'invalid',
  [API_ERRORS.SSO_TOKEN_AUDIENCE.code]: 'otherUnit',
  [API_ERRORS.SSO_AGGREGATOR_MISMATCH.code]: 'otherUnit',
  [API_ERRORS.SSO_NOT_ENABLED.code]: 'unavailable',
  // A link whose fields the request schema refuses (a cut or altered address) is not valid either.
  [API_ERRORS.INVALID_REQUEST.code]: 'invalid',
};

/** The refusal of an API answer; null for an error that is not about the link (network, limits, server). */
export function ssoRefusalOf(error: ApiError): SsoRefusal | null {
  return REFUSALS[error.code] ?? null;
}
