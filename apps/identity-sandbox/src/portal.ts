import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { PortalCustomer } from './pages';

/** A demo unit's portal: what its tokens carry and the private key it signs with. */
export interface PortalSettings {
  issuer: string;
  audience: string;
  privateKey: JWK & { kid: string; alg?: string };
}

/** How long a link the portal signs lives (the shop accepts at most 5 minutes). */
export const LINK_LIFETIME_S = 120;

/** The pages a link may open (the shop's SSO_PAGES). */
export const SHOP_PAGES = ['buyingFriend', 'buyingSelf', 'account', 'cards', 'wallet', 'history'] as const;

/** The demo portals' customers: new ones, one with a shop account of the same address, a salesman. */
export const PORTAL_CUSTOMERS: Record<string, readonly PortalCustomer[]> = {
  '250': [
    { sub: 'mc-5001', givenName: 'Inès', familyName: 'Portail', email: 'ines.portail@example.com', loginType: 'SSO' },
    {
      sub: 'mc-5002',
      givenName: 'Camille',
      familyName: 'Martin',
      email: 'camille.martin@example.com',
      loginType: 'SSO',
    },
    {
      sub: 'mc-staff-7',
      givenName: 'Julien',
      familyName: 'Moreau',
      email: 'julien.moreau@maison-cadeaux.com',
      loginType: 'SALESMAN_SSO',
    },
  ],
  '150': [
    { sub: 'eg-6001', givenName: 'Sofia', familyName: 'Ribeiro', email: 'sofia.ribeiro@example.com', loginType: 'SSO' },
    {
      sub: 'eg-6002',
      givenName: 'Lucas',
      familyName: 'Janssens',
      email: 'lucas.janssens@example.com',
      loginType: 'SSO',
    },
  ],
};

export interface LinkRequest {
  buId: string;
  customer: PortalCustomer;
  /** Seconds the link lives; negative: already expired (to show the shop's refusal). */
  lifetimeS: number;
  backUrl?: string;
}

/** Signs a single sign-on token as the unit's portal would (ES256, jti once, short life). */
export async function signPortalToken(portal: PortalSettings, request: LinkRequest, now = Date.now()): Promise<string> {
  const key = await importJWK(portal.privateKey, portal.privateKey.alg ?? 'ES256');
  const nowS = Math.floor(now / 1000);
  // An expired link: issued a while ago, its short life over.
  const issuedAt = request.lifetimeS < 0 ? nowS - 600 : nowS;
  const expiresAt = request.lifetimeS < 0 ? nowS - 300 : nowS + request.lifetimeS;
  const { customer } = request;
  return new SignJWT({
    email: customer.email,
    given_name: customer.givenName,
    family_name: customer.familyName,
    login_type: customer.loginType,
    aggregator_bu: request.buId,
    ...(request.backUrl ? { back_url: request.backUrl } : {}),
  })
    .setProtectedHeader({ alg: portal.privateKey.alg ?? 'ES256', kid: portal.privateKey.kid })
    .setIssuer(portal.issuer)
    .setAudience(portal.audience)
    .setSubject(customer.sub)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
}
