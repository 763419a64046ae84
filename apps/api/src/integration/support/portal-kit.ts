import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { findWorkspaceRoot } from '../../workspace-paths';

/** The demo portals' private keys (tools/seed/sso-portals.json; the units' seed holds the public halves). */
interface DemoPortal {
  issuer: string;
  audience: string;
  privateKey: JWK & { kid: string; alg: string };
}

const portals = (
  JSON.parse(readFileSync(join(findWorkspaceRoot(), 'tools/seed/sso-portals.json'), 'utf8')) as {
    portals: Record<string, DemoPortal>;
  }
).portals;

export interface PortalTokenOptions {
  /** Whose portal signs (its key, issuer, audience); default 250. */
  portalBu?: string;
  /** Seconds since the epoch; default now. */
  issuedAt?: number;
  lifetimeS?: number;
  claims?: Record<string, unknown>;
  audience?: string;
  issuer?: string;
  /** Another unit's key under this portal's name: a token of another unit. */
  signWithKeyOf?: string;
}

/** A token as a unit's portal signs it: ES256 with the portal's key, once-only jti, 2-minute life. */
export async function portalToken(options: PortalTokenOptions = {}): Promise<string> {
  const portal = portals[options.portalBu ?? '250'];
  const signer = portals[options.signWithKeyOf ?? options.portalBu ?? '250'];
  const key = await importJWK(signer.privateKey, 'ES256');
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'portal.customer@example.com',
    given_name: 'Inès',
    family_name: 'Portail',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: signer.privateKey.kid })
    .setIssuer(options.issuer ?? portal.issuer)
    .setAudience(options.audience ?? portal.audience)
    .setSubject(typeof options.claims?.sub === 'string' ? options.claims.sub : 'portal-customer-1')
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeS ?? 120))
    .sign(key);
}
