import { ssoLandingPath, type BusinessUnit, type SsoPage, type SsoPortal } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { AccountRow } from '../auth/account-repository';
import type { Call } from '../services';
import { unitAllows } from './login-methods';
import { usableCustomer } from './usable-customer';
import { allowedBackUrl, PORTAL_CLOCK_TOLERANCE_S, verifyPortalToken, type PortalClaims } from './portal-token';

/** A portal token as a sign-in call hands it over. */
export interface PortalSignInRequest {
  /** The unit whose portal signed (its keys, issuer, audience). */
  projectBu: string;
  /** The unit the session is for; absent: projectBu. */
  aggregatorBu?: string;
  jwt: string;
  /** The login type the caller asked for (login's loginType); absent: whatever the token says. */
  expectedLoginType?: 'SSO' | 'SALESMAN_SSO';
}

export interface PortalSignIn {
  account: AccountRow;
  /** The unit the account belongs to. */
  unit: BusinessUnit;
  backUrl: string | null;
}

/**
 * Single sign-on (decision 0048): a token of a unit's portal, verified (portal-token.ts), used once on
 * any replica, opens the account of the portal's customer in the unit it names: the account linked to
 * that customer, else the unit's account of the token's address (linked now), else a new one. A
 * salesman token (login_type SALESMAN_SSO) opens an existing salesman account only.
 */
export async function signInWithPortalToken(call: Call<unknown>, request: PortalSignInRequest): Promise<PortalSignIn> {
  const { services } = call;
  const portalUnit = await services.units.find(request.projectBu);
  if (!portalUnit) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
  const portal = portalUnit.sso;
  if (!portal || !(unitAllows(portalUnit, 'SSO') || unitAllows(portalUnit, 'SALESMAN_SSO'))) {
    throw new ApiFailure('SSO_NOT_ENABLED');
  }
  const claims = await verifyPortalToken(portal, request.jwt, services.now());
  if (request.expectedLoginType && claims.loginType !== request.expectedLoginType) {
    throw new ApiFailure('SSO_TOKEN_INVALID', [{ path: 'jwt', message: `not a ${request.expectedLoginType} token` }]);
  }
  if (!unitAllows(portalUnit, claims.loginType)) throw new ApiFailure('SSO_NOT_ENABLED');
  const unit = await targetUnit(call, portalUnit, portal, request.aggregatorBu, claims);

  // Checked last, so a refused token is not spent; kept as long as the token could still pass.
  const expiresAt = claims.expiresAt + PORTAL_CLOCK_TOLERANCE_S * 1000;
  if (!(await services.sso.claimToken(claims.issuer, claims.jti, expiresAt))) {
    throw new ApiFailure('SSO_TOKEN_REPLAYED');
  }
  const account =
    claims.loginType === 'SALESMAN_SSO' ? await salesmanOf(call, unit, claims) : await customerOf(call, unit, claims);
  return { account, unit, backUrl: allowedBackUrl(portal, claims.backUrl) };
}

/** The answer's page: the unit's prefix and the page or card the link asks for. */
export function landingUrl(unit: BusinessUnit, page: SsoPage | undefined, item: string | undefined): string {
  const path = ssoLandingPath(page, item);
  return `/${unit.buId}${path === '/' ? '' : path}`;
}

async function targetUnit(
  call: Call<unknown>,
  portalUnit: BusinessUnit,
  portal: SsoPortal,
  requested: string | undefined,
  claims: PortalClaims,
): Promise<BusinessUnit> {
  const buId = requested ?? claims.aggregatorBu ?? portalUnit.buId;
  // The link's aggregator_bu and the token's must agree: the portal signed for that unit only.
  if (
    (claims.aggregatorBu && claims.aggregatorBu !== buId) ||
    (requested && !claims.aggregatorBu && buId !== portalUnit.buId)
  ) {
    throw new ApiFailure('SSO_AGGREGATOR_MISMATCH');
  }
  if (buId === portalUnit.buId) return portalUnit;
  if (!(portal.aggregatorBus ?? []).includes(buId)) throw new ApiFailure('SSO_AGGREGATOR_MISMATCH');
  const unit = await call.services.units.find(buId);
  if (!unit) throw new ApiFailure('SSO_AGGREGATOR_MISMATCH');
  return unit;
}

async function customerOf(call: Call<unknown>, unit: BusinessUnit, claims: PortalClaims): Promise<AccountRow> {
  const { sso, accounts } = call.services;
  const key = { buId: unit.buId, issuer: claims.issuer, subject: claims.subject };
  const linked = await sso.accountOf(key);
  if (linked) return usableCustomer(linked);
  if (!claims.email) {
    throw new ApiFailure('SSO_TOKEN_INVALID', [{ path: 'jwt', message: 'email missing for a first sign-in' }]);
  }
  const known = await accounts.byEmail(unit.buId, claims.email);
  if (known) {
    // The unit's own portal vouches for its customer's address, so the account is linked to it.
    usableCustomer(known);
    await sso.link(key, 'SSO', known.id);
    return known;
  }
  const created = await sso.createLinked(key, {
    email: claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
    custType: 'C',
    loginType: 'SSO',
  });
  // Another request created the account of that address meanwhile: sign in to that one.
  return created ?? customerOf(call, unit, claims);
}

async function salesmanOf(call: Call<unknown>, unit: BusinessUnit, claims: PortalClaims): Promise<AccountRow> {
  const { sso, accounts } = call.services;
  if (!unit.features.salesman) throw new ApiFailure('SSO_NOT_ENABLED');
  const key = { buId: unit.buId, issuer: claims.issuer, subject: claims.subject };
  let account = await sso.accountOf(key);
  if (!account && claims.email) {
    account = await accounts.byEmail(unit.buId, claims.email);
    if (account?.custType === 'S' && account.status === 'active') await sso.link(key, 'SALESMAN_SSO', account.id);
  }
  if (!account || account.custType !== 'S' || account.status !== 'active') {
    throw new ApiFailure('SSO_SALESMAN_UNKNOWN');
  }
  return account;
}
