import { createAgreementKeyPair, deriveEnvelopeKeyBytes, importEnvelopeKey } from '@shop/envelope';
import { login, type RequestOf } from '@shop/contracts';
import { count } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { TestApi } from '../../testing/test-api';

export const codeOf = (result: { ok: boolean; error?: { code: number } }) => (result.ok ? 0 : result.error?.code);

/** What the sign-in and session specs log in, count and look at the wire with, on the test file's own API. */
export function authKit(currentApi: () => TestApi) {
  /** Login as the page sends it: with a fresh token of the unit's (test) captcha. */
  async function signIn(payload: RequestOf<typeof login>, buId = '97') {
    const api = currentApi();
    return api.client({ buId }).call(login, { ...payload, captchaToken: await api.captchaToken(buId) });
  }

  async function sessionCount(): Promise<number> {
    const [{ total }] = await currentApi().app.shopApi.database.db.select({ total: count() }).from(sessions);
    return total;
  }

  /** A raw initial token, to look at the wire without the client. */
  async function rawInit() {
    const pair = await createAgreementKeyPair();
    const response = await fetch(`${currentApi().baseUrl}/others/init?clientKey=${pair.publicKey}`);
    const body = (await response.json()) as { init: string; serverKey: string; expiresIn: number; serverTime: number };
    const key = await importEnvelopeKey(await deriveEnvelopeKeyBytes(pair.privateKey, body.serverKey, body.init));
    return { response, body, key };
  }

  return { signIn, sessionCount, rawInit };
}
