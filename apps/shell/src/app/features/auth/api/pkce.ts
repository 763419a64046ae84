/** PKCE (RFC 7636) for social sign-in: a random code verifier and its S256 challenge, by the Web Crypto API. */

const VERIFIER_BYTES = 48; // 64 base64url characters, inside the 43-128 the RFC allows

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeCodeVerifier(): string {
  const bytes = new Uint8Array(VERIFIER_BYTES);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** The S256 challenge: base64url of the verifier's SHA-256 digest (43 characters). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
