import { operatorSignIn, operatorVerifyTotp } from '@shop/contracts';
import { join } from 'node:path';
import { totpCodeAt } from '../../features/operators/operator-totp';
import { readOperatorSeed } from '../../seed/seed-operators';
import { DEMO_PASSWORD, type TestApi } from '../../testing/test-api';
import { findWorkspaceRoot } from '../../workspace-paths';

/** The demo operators of tools/seed/operators.json (issue 21). */
export const OPERATORS = {
  admin: 'admin@giftshop.example',
  ops97: 'ops97@giftshop.example',
  ops250: 'ops250@giftshop.example',
} as const;

const SEEDED = readOperatorSeed(join(findWorkspaceRoot(), 'tools', 'seed'));

/** A demo operator's TOTP secret (base32), as his authenticator app holds it. */
export function totpSecretOf(email: string): string {
  const seeded = SEEDED.find((operator) => operator.email === email);
  if (!seeded) throw new Error(`no demo operator ${email}`);
  return seeded.totpSecret;
}

/** The data of a call that must succeed; its error otherwise. */
export async function ok<T>(answer: Promise<{ ok: true; data: T } | { ok: false; error: unknown }>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.data;
}

/** What the operator specs build on, with the test file's own API (started in its beforeAll). */
export function operatorKit(current: () => TestApi) {
  /** The code his app shows now (on the test server's clock). */
  const codeNow = (email: string, api = current()) => totpCodeAt(totpSecretOf(email), api.app.shopApi.services.now());

  /**
   * An operator signed in with password and TOTP, as the operator sign-in page does. Each code is accepted
   * once: the clock moves to the next 30-second step first, so a test may sign the same operator in again.
   */
  async function signedIn(email: string, api = current()) {
    api.advance(30_000);
    const client = api.client();
    const first = await client.call(operatorSignIn, { email, password: DEMO_PASSWORD });
    if (!first.ok) throw new Error(`operator password step refused: ${JSON.stringify(first.error)}`);
    const second = await client.call(operatorVerifyTotp, {
      challengeId: first.data.challengeId,
      code: codeNow(email, api),
    });
    if (!second.ok) throw new Error(`operator TOTP step refused: ${JSON.stringify(second.error)}`);
    return { client: api.client({ accessToken: second.data.accessToken }), session: second.data };
  }

  return { codeNow, signedIn };
}
