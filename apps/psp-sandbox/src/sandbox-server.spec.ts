import type { FastifyInstance } from 'fastify';
import { createSandboxServer } from './sandbox-server';

const SECRET = 'sandbox-test-secret-0123456789';
const auth = { authorization: `Bearer ${SECRET}` };
let app: FastifyInstance;

beforeEach(async () => {
  app = await createSandboxServer({ secret: SECRET, publicUrl: 'http://psp.test' });
});
afterEach(() => app.close());

async function create(shape = 'UpstreamPay', paymentMethod = 'C04', merchantReference = 'pay_ref_1') {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: auth,
    payload: {
      merchantReference,
      description: 'Marjan Market, order GC-1',
      amount: 15_000,
      currency: 'AED',
      paymentMethod,
      returnUrl: 'http://shop.test/97/loading/order?paymentId=pay_ref_1',
      shape,
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const card = (cardNumber: string) => form({ cardholder: 'Layla Haddad', cardNumber, expiry: '12/34', cvc: '123' });

describe('the sandbox API', () => {
  it('refuses a call without the shared secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/payments/psp_x' });
    expect(response.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/v1/payments/psp_x',
      headers: { authorization: 'Bearer no' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('creates a payment once per merchant reference and answers its state', async () => {
    const first = await create();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ state: 'created', amount: 15_000, currency: 'AED' });
    expect(first.body.redirectUrl).toBe(`http://psp.test/pay/${first.body.id}`);
    const again = await create();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const status = await app.inject({ method: 'GET', url: `/v1/payments/${first.body.id}`, headers: auth });
    expect(status.json()).toMatchObject({ id: first.body.id, state: 'created' });
  });

  it('refuses a malformed creation', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/payments', headers: auth, payload: { amount: -1 } });
    expect(response.statusCode).toBe(400);
  });
});

describe('the hosted page', () => {
  it('shows a labelled card form with the test cards', async () => {
    const { body } = await create();
    const page = await app.inject({ method: 'GET', url: `/pay/${body.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="cardNumber">Card number</label>');
    expect(page.body).toContain('AED\u00a0150.00');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://shop.test");
    // Never framed, said the same way in both headers.
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('puts each error next to its field and keeps the payment open', async () => {
    const { body } = await create();
    const page = await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...form({ cardNumber: '1234' }) });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('aria-describedby="cardNumber-error" aria-invalid="true"');
    expect(page.body).toContain('<p class="error" id="cardNumber-error">Your card number is invalid.</p>');
    expect(page.body).toContain('role="alert"');
  });

  it('pays with the success card once and sends the browser back with the return parameters', async () => {
    const { body } = await create();
    const paid = await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4242424242424242') });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/97/loading/order');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      paymentId: 'pay_ref_1',
      token: body.id,
      status: 'SUCCESS',
    });
    const status = (await app.inject({ method: 'GET', url: `/v1/payments/${body.id}`, headers: auth })).json();
    expect(status).toMatchObject({ state: 'succeeded', capturedAmount: 15_000, cardLast4: '4242' });
    expect(status.cardToken).toMatch(/^tok_/);
    const twice = await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4242424242424242') });
    expect(twice.body).toContain('This payment has already been made.');
  });

  it('declines the decline card', async () => {
    const { body } = await create('lyra');
    const declined = await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4000000000000002') });
    expect(new URL(declined.headers.location as string).searchParams.get('vads_trans_status')).toBe('REFUSED');
  });

  it('asks the 3-D Secure code and pays after the right one', async () => {
    const { body } = await create('ingenico');
    const challenged = await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4000000000003220') });
    expect(challenged.headers.location).toBe(`/challenge/${body.id}`);
    const page = await app.inject({ method: 'GET', url: `/challenge/${body.id}` });
    expect(page.body).toContain('<label for="code">One-time code</label>');
    const wrong = await app.inject({ method: 'POST', url: `/challenge/${body.id}`, ...form({ code: '000000' }) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The code is wrong, please try again.');
    const right = await app.inject({ method: 'POST', url: `/challenge/${body.id}`, ...form({ code: '123456' }) });
    const back = new URL(right.headers.location as string);
    expect(back.searchParams.get('hostedCheckoutId')).toBe(body.id);
    expect(back.searchParams.get('RETURNMAC')).toBe(body.returnMac);
  });

  it('authorises a marketPay payment and captures it on the merchant call', async () => {
    const { body } = await create('marketPay', 'C04');
    await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4242424242424242') });
    const authorised = (await app.inject({ method: 'GET', url: `/v1/payments/${body.id}`, headers: auth })).json();
    expect(authorised.state).toBe('authorised');
    const capture = (amount: number) =>
      app.inject({ method: 'POST', url: `/v1/payments/${body.id}/capture`, headers: auth, payload: { amount } });
    expect((await capture(20_000)).statusCode).toBe(409);
    expect((await capture(15_000)).json()).toMatchObject({ state: 'succeeded', capturedAmount: 15_000 });
    expect((await capture(15_000)).statusCode).toBe(409);
  });

  it('approves a non-card payment and lets the buyer cancel another', async () => {
    const paypal = (await create('UpstreamPay', 'PP', 'pay_pp')).body;
    const page = await app.inject({ method: 'GET', url: `/pay/${paypal.id}` });
    expect(page.body).toContain('Approve this payment with PayPal.');
    const approved = await app.inject({ method: 'POST', url: `/pay/${paypal.id}`, ...form({}) });
    expect(new URL(approved.headers.location as string).searchParams.get('status')).toBe('SUCCESS');
    const other = (await create('UpstreamPay', 'C04', 'pay_other')).body;
    const canceled = await app.inject({ method: 'POST', url: `/pay/${other.id}/cancel` });
    expect(new URL(canceled.headers.location as string).searchParams.get('status')).toBe('CANCELED');
  });
});

describe('charging a saved card token', () => {
  it("pays with an earlier card payment's token, asks a 3-D Secure card again, declines an unknown one", async () => {
    const first = (await create('UpstreamPay', 'C04', 'pay_saved_1')).body;
    await app.inject({ method: 'POST', url: `/pay/${first.id}`, ...card('4242424242424242') });
    const { cardToken } = (await app.inject({ method: 'GET', url: `/v1/payments/${first.id}`, headers: auth })).json();
    const charge = async (reference: string, token: string) => {
      const { id } = (await create('UpstreamPay', 'C04', reference)).body;
      const response = await app.inject({
        method: 'POST',
        url: `/v1/payments/${id}/pay-with-token`,
        headers: auth,
        payload: { cardToken: token },
      });
      return { id, status: response.statusCode, body: response.json() };
    };
    const saved = await charge('pay_saved_2', cardToken);
    expect(saved.body).toMatchObject({ state: 'succeeded', cardToken, cardLast4: '4242', capturedAmount: 15_000 });
    expect((await charge('pay_saved_3', 'tok_unknown')).body).toMatchObject({
      state: 'declined',
      failureReason: 'unknown_card_token',
    });

    const secure = (await create('UpstreamPay', 'C04', 'pay_secure_1')).body;
    await app.inject({ method: 'POST', url: `/pay/${secure.id}`, ...card('4000000000003220') });
    await app.inject({ method: 'POST', url: `/challenge/${secure.id}`, ...form({ code: '123456' }) });
    const secureToken = (await app.inject({ method: 'GET', url: `/v1/payments/${secure.id}`, headers: auth })).json()
      .cardToken;
    const again = await charge('pay_secure_2', secureToken);
    expect(again.body).toMatchObject({ state: 'challenge', threeDSecure: 'challenge' });
    const twice = await app.inject({
      method: 'POST',
      url: `/v1/payments/${again.id}/pay-with-token`,
      headers: auth,
      payload: { cardToken: secureToken },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe("Amazon Payment Services' get3dsUrl", () => {
  it('answers where a saved card charged server to server answers its 3-D Secure code, then returns', async () => {
    const secure = (await create('amazon', 'C04', 'pay_aps_1')).body;
    await app.inject({ method: 'POST', url: `/pay/${secure.id}`, ...card('4000000000003220') });
    await app.inject({ method: 'POST', url: `/challenge/${secure.id}`, ...form({ code: '123456' }) });
    const { cardToken } = (await app.inject({ method: 'GET', url: `/v1/payments/${secure.id}`, headers: auth })).json();
    const charged = (await create('amazon', 'C04', 'pay_aps_2')).body;
    const threeDsUrl = () => app.inject({ method: 'GET', url: `/v1/payments/${charged.id}/3ds-url`, headers: auth });
    // Not challenged yet: nothing to answer, with the payment's state.
    expect((await threeDsUrl()).statusCode).toBe(409);
    await app.inject({
      method: 'POST',
      url: `/v1/payments/${charged.id}/pay-with-token`,
      headers: auth,
      payload: { cardToken },
    });
    const asked = await threeDsUrl();
    expect(asked.json()).toMatchObject({
      id: charged.id,
      state: 'challenge',
      threeDSecure: 'challenge',
      threeDsUrl: `http://psp.test/challenge/${charged.id}`,
    });
    // The buyer answers there and comes back with the amazon return parameters.
    const right = await app.inject({ method: 'POST', url: `/challenge/${charged.id}`, ...form({ code: '123456' }) });
    const back = new URL(right.headers.location as string);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      paymentId: 'pay_ref_1',
      fort_id: charged.id,
      merchant_reference: 'pay_aps_2',
      status: '14',
    });
    expect((await threeDsUrl()).json()).toMatchObject({ error: 'no_challenge', payment: { state: 'succeeded' } });
    const unknown = await app.inject({ method: 'GET', url: '/v1/payments/psp_unknown/3ds-url', headers: auth });
    expect(unknown.statusCode).toBe(404);
    const withoutSecret = await app.inject({ method: 'GET', url: `/v1/payments/${charged.id}/3ds-url` });
    expect(withoutSecret.statusCode).toBe(401);
  });
});

describe('voids and refunds', () => {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

  it('voids an unpaid page, which then refuses the card and says nothing was charged', async () => {
    const { body } = await create();
    const voided = await post(`/v1/payments/${body.id}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ state: 'canceled', failureReason: 'voided', capturedAmount: 0 });
    const paid = await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4242424242424242') });
    expect(paid.body).toContain('The shop cancelled this payment. Nothing was charged.');
    const again = await post(`/v1/payments/${body.id}/void`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_final', payment: { state: 'canceled' } });
  });

  it('voids an uncaptured authorisation, not a capture nor an authentication under way', async () => {
    const authorised = await create('marketPay', 'C04', 'pay_ref_auth');
    await app.inject({ method: 'POST', url: `/pay/${authorised.body.id}`, ...card('4242424242424242') });
    expect((await post(`/v1/payments/${authorised.body.id}/void`)).json()).toMatchObject({ state: 'canceled' });

    const captured = await create('UpstreamPay', 'C04', 'pay_ref_captured');
    await app.inject({ method: 'POST', url: `/pay/${captured.body.id}`, ...card('4242424242424242') });
    const refused = await post(`/v1/payments/${captured.body.id}/void`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'already_captured', payment: { state: 'succeeded' } });

    const challenged = await create('UpstreamPay', 'C04', 'pay_ref_3ds');
    await app.inject({ method: 'POST', url: `/pay/${challenged.body.id}`, ...card('4000000000003220') });
    const inProgress = await post(`/v1/payments/${challenged.body.id}/void`);
    expect(inProgress.statusCode).toBe(409);
    expect(inProgress.json()).toMatchObject({ error: 'payment_in_progress', payment: { state: 'challenge' } });
  });

  it('refunds a capture once per reference, never more than was captured', async () => {
    const { body } = await create();
    const unpaid = await post(`/v1/payments/${body.id}/refunds`, { amount: 100, reference: 'r1' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ error: 'not_refundable' });
    await app.inject({ method: 'POST', url: `/pay/${body.id}`, ...card('4242424242424242') });

    const first = await post(`/v1/payments/${body.id}/refunds`, { amount: 15_000, reference: 'r1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      refund: { amount: 15_000, reference: 'r1' },
      payment: { refundedAmount: 15_000 },
    });
    const retried = await post(`/v1/payments/${body.id}/refunds`, { amount: 15_000, reference: 'r1' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refund.id).toBe(first.json().refund.id);
    expect((await post(`/v1/payments/${body.id}/refunds`, { amount: 1, reference: 'r2' })).json()).toMatchObject({
      error: 'amount_too_large',
    });
    expect((await post(`/v1/payments/${body.id}/refunds`, { amount: 10, reference: 'r1' })).json()).toMatchObject({
      error: 'reference_reused',
    });
    expect((await post(`/v1/payments/${body.id}/refunds`, { amount: 0, reference: 'r3' })).statusCode).toBe(400);
    const status = await app.inject({ method: 'GET', url: `/v1/payments/${body.id}`, headers: auth });
    expect(status.json()).toMatchObject({ state: 'succeeded', capturedAmount: 15_000, refundedAmount: 15_000 });
  });
});
