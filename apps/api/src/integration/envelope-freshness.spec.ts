import { createApiClient } from '@shop/api-client';
import { REQUEST_FRESHNESS_MS, getCategories, initToken, versionedPath, type Endpoint } from '@shop/contracts';
import {
  createAgreementKeyPair,
  createRequestNonce,
  deriveEnvelopeKeyBytes,
  formatRequestToken,
  importEnvelopeKey,
  openJson,
  requestBinding,
  responseBinding,
  sealJson,
} from '@shop/envelope';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * A captured encrypted request must not work again: the envelope's sentAt is held to a window
 * around the server clock, and a request outside it answers the spec's clock error; within it, the
 * envelope's nonce is accepted once.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const MINUTE = 60_000;
const CLOCK_ERROR = { error: { code: 10070, message: 'Transaction Information Lost' } };
const REPLAYED = { error: { code: 40003, message: 'This request was already received.' } };

/** The client's half of the wire, by hand: an initial token and requests sealed with any sentAt. */
async function negotiate() {
  const pair = await createAgreementKeyPair();
  const response = await fetch(
    `${api.baseUrl}${versionedPath(initToken, initToken.versions[0])}?clientKey=${pair.publicKey}`,
  );
  const answer = (await response.json()) as { init: string; serverKey: string };
  const key = await importEnvelopeKey(await deriveEnvelopeKeyBytes(pair.privateKey, answer.serverKey, answer.init));
  return { init: answer.init, key };
}

async function sealedGet(endpoint: Endpoint, sentAt: number, session: { init: string; key: CryptoKey }) {
  const nonce = createRequestNonce();
  const envelope = { webInfo: { buId: '97', language: 'en', appVersion: 'test', sentAt, nonce }, payload: {} };
  const token = formatRequestToken(session.init, await sealJson(session.key, envelope, requestBinding(endpoint.name)));
  return `${api.baseUrl}${versionedPath(endpoint, endpoint.versions[0])}?token=${token}`;
}

async function send(url: string, key: CryptoKey) {
  const response = await fetch(url);
  const body = (await response.json()) as { token: string };
  return { status: response.status, body: await openJson(key, body.token, responseBinding(getCategories.name)) };
}

describe('the freshness of an encrypted request', () => {
  it('is a named window of 5 minutes, like the integrity check', () => {
    expect(REQUEST_FRESHNESS_MS).toBe(5 * MINUTE);
  });

  it('accepts a request dated within the window, once, and refuses it once the window has passed', async () => {
    const session = await negotiate();
    const sentAt = api.app.shopApi.services.now();
    const captured = await sealedGet(getCategories, sentAt, session);
    expect((await send(captured, session.key)).status).toBe(200);
    expect(await send(captured, session.key)).toEqual({ status: 409, body: REPLAYED });
    api.advance(4 * MINUTE);
    // Another request sealed at the same time (its own nonce) is still fresh; the captured one is not new.
    expect((await send(await sealedGet(getCategories, sentAt, session), session.key)).status).toBe(200);
    expect(await send(captured, session.key)).toEqual({ status: 409, body: REPLAYED });
    api.advance(2 * MINUTE);
    const late = await sealedGet(getCategories, sentAt, session);
    expect(await send(late, session.key)).toEqual({ status: 400, body: CLOCK_ERROR });
    expect(await send(captured, session.key)).toEqual({ status: 400, body: CLOCK_ERROR });
  });

  it('refuses a request sent a day ago or from the future, even under a live initial token', async () => {
    const session = await negotiate();
    const now = api.app.shopApi.services.now();
    expect(await send(await sealedGet(getCategories, now - 24 * 60 * MINUTE, session), session.key)).toEqual({
      status: 400,
      body: CLOCK_ERROR,
    });
    expect(await send(await sealedGet(getCategories, now + REQUEST_FRESHNESS_MS + 1000, session), session.key)).toEqual(
      { status: 400, body: CLOCK_ERROR },
    );
    expect(
      (await send(await sealedGet(getCategories, now + REQUEST_FRESHNESS_MS - 1000, session), session.key)).status,
    ).toBe(200);
  });

  it("serves a page whose device clock is 10 minutes off: requests are dated by the server's time", async () => {
    const server = api.app.shopApi.services;
    const late = createApiClient({
      baseUrl: api.baseUrl,
      buId: () => '97',
      language: () => 'en',
      now: () => server.now() - 10 * MINUTE,
    });
    expect(await late.call(getCategories, {})).toMatchObject({ ok: true, status: 200 });
  });
});
