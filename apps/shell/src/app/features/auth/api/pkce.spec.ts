/**
 * @jest-environment node
 */
import { codeChallengeOf, makeCodeVerifier } from './pkce';

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a fresh 64-character verifier of unreserved characters each time', () => {
    const first = makeCodeVerifier();
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(makeCodeVerifier()).not.toBe(first);
  });
});
