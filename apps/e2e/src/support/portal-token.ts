import { createPrivateKey, randomUUID, sign, type JsonWebKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './shop-server';

interface DemoPortal {
  issuer: string;
  audience: string;
  privateKey: JsonWebKey & { kid: string };
}

/** The demo portals' signing keys (tools/seed/sso-portals.json, demo only), as the portal stand-in signs. */
function demoPortal(buId: string): DemoPortal {
  const file = path.join(workspaceRoot, 'tools/seed/sso-portals.json');
  const portals = (JSON.parse(fs.readFileSync(file, 'utf8')) as { portals: Record<string, DemoPortal> }).portals;
  const portal = portals[buId];
  if (!portal) throw new Error(`No demo portal for unit ${buId}`);
  return portal;
}

const base64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export interface PortalClaims {
  sub: string;
  email: string;
  name: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  back_url?: string;
  aud?: string;
}

/** A JWT (ES256) signed with a demo portal's key, with the claims the shop checks (decision 0048). */
export function portalToken(buId: string, { expiresIn = 120, aud, ...claims }: PortalClaims): string {
  const portal = demoPortal(buId);
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'ES256', typ: 'JWT', kid: portal.privateKey.kid };
  const payload = {
    iss: portal.issuer,
    aud: aud ?? portal.audience,
    jti: randomUUID(),
    iat: expiresIn < 0 ? now + expiresIn - 60 : now,
    exp: now + expiresIn,
    ...claims,
  };
  const signingInput = `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}`;
  const key = createPrivateKey({ key: portal.privateKey, format: 'jwk' });
  const signature = sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${base64Url(signature)}`;
}

/** The same token with one character of its signature changed: what a tampered link carries. */
export function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}
