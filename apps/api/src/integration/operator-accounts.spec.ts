import {
  createOperator,
  getOperatorMe,
  getUnitSettings,
  listOperators,
  operatorSignIn,
  operatorVerifyTotp,
  updateOperator,
} from '@shop/contracts';
import { totpCodeAt } from '../features/operators/operator-totp';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ok, operatorKit, OPERATORS } from './support/operator-kit';

let api: TestApi;
const { signedIn } = operatorKit(() => api);

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

const NEW_OPERATOR = {
  email: 'Ops150@GiftShop.example',
  name: 'Lucas Operator',
  role: 'operator' as const,
  unitIds: ['150'],
  password: 'Secret-pass1',
};

describe('operator accounts', () => {
  it('are created by an administrator, with a TOTP secret given once, and sign in with it', async () => {
    const { client } = await signedIn(OPERATORS.admin);
    const created = await ok(client.call(createOperator, NEW_OPERATOR));
    expect(created.operator).toMatchObject({ email: 'ops150@giftshop.example', units: [{ buId: '150' }] });
    expect(created.totpUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(JSON.stringify(await ok(client.call(listOperators, {})))).not.toContain(created.totpSecret);

    const guest = api.client();
    const { challengeId } = await ok(
      guest.call(operatorSignIn, { email: NEW_OPERATOR.email, password: NEW_OPERATOR.password }),
    );
    const code = totpCodeAt(created.totpSecret, api.app.shopApi.services.now());
    const session = await ok(guest.call(operatorVerifyTotp, { challengeId, code }));
    const newcomer = api.client({ accessToken: session.accessToken });
    expect(await newcomer.call(getUnitSettings, { buId: '150' })).toMatchObject({ ok: true });
    expect(await newcomer.call(getUnitSettings, { buId: '97' })).toMatchObject({ error: { code: 58050 } });

    // Disabled: his session ends at once and he cannot sign in again.
    const updated = await ok(
      client.call(updateOperator, { ...NEW_OPERATOR, operatorId: created.operator.operatorId, active: false }),
    );
    expect(updated.operator.active).toBe(false);
    expect(await newcomer.call(getOperatorMe, {})).toMatchObject({ ok: false, error: { code: 10094 } });
    expect(
      await guest.call(operatorSignIn, { email: NEW_OPERATOR.email, password: NEW_OPERATOR.password }),
    ).toMatchObject({ error: { code: 10090 } });
  });

  it('refuse a taken email, a weak password, an operator without units, and self-disabling', async () => {
    const { client, session } = await signedIn(OPERATORS.admin);
    expect(await client.call(createOperator, { ...NEW_OPERATOR, email: OPERATORS.ops97 })).toMatchObject({
      error: { code: 58059 },
    });
    const weak = await client.call(createOperator, { ...NEW_OPERATOR, email: 'x@giftshop.example', password: 'short' });
    expect(weak).toMatchObject({ ok: false, status: 400 });
    const noUnits = await client.call(createOperator, { ...NEW_OPERATOR, email: 'y@giftshop.example', unitIds: [] });
    expect(noUnits).toMatchObject({ ok: false, status: 400 });
    if (noUnits.ok) return;
    expect(noUnits.error.issues).toEqual([expect.objectContaining({ path: 'unitIds', key: 'operatorUnitsRequired' })]);
    const self = session.operator;
    const selfDisable = { operatorId: self.operatorId, name: self.name, role: self.role, unitIds: [], active: false };
    expect(await client.call(updateOperator, selfDisable)).toMatchObject({ ok: false, status: 400 });
    const ops = await signedIn(OPERATORS.ops97);
    expect(await ops.client.call(createOperator, { ...NEW_OPERATOR, email: 'z@giftshop.example' })).toMatchObject({
      error: { code: 58051 },
    });
  });
});
