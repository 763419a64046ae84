import { getCorporateAccount, removeCorporateMember, upgradeToB2b2c } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { businessKit } from './support/business-kit';
import { setUnitFeatures } from './support/account-security-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

// Unit 250: a verified business (Atelier Durand), one waiting for its check (Fleurs Garnier), a consumer.
const COMPANY = DEMO.business250;
const UNVERIFIED_COMPANY = 'contact@fleurs-garnier.fr';

/** A business account signed in through b2bLogin, as the business login page does. */
async function businessSignIn(email: string) {
  const answer = await businessKit(() => api).businessLogin(email, DEMO_PASSWORD);
  if (!answer.ok) throw new Error(`business login refused: ${answer.error.message}`);
  const { accessToken, custId } = answer.data;
  return { client: api.client({ buId: '250', accessToken }), custId };
}

async function corporateCodeOfCompany(): Promise<string> {
  const company = await businessSignIn(COMPANY);
  const view = await company.client.call(getCorporateAccount, { custId: company.custId });
  if (!view.ok || !view.data.company?.corporateCode) throw new Error('no corporate code');
  return view.data.company.corporateCode;
}

describe('the corporate account tab and the B2B2C upgrade', () => {
  it("gives a verified company a lasting code, links an individual with it, and shows each side's view", async () => {
    const company = await businessSignIn(COMPANY);
    const first = await company.client.call(getCorporateAccount, { custId: company.custId });
    expect(first).toEqual({
      ok: true,
      status: 200,
      data: {
        role: 'company',
        canUpgrade: false,
        company: {
          companyName: 'Atelier Durand SAS',
          corporateCode: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/),
          memberCount: 0,
          linkedAt: null,
        },
        members: [],
      },
    });
    const code = first.ok ? (first.data.company?.corporateCode ?? '') : '';
    expect(await corporateCodeOfCompany()).toBe(code);

    const camille = await api.signIn(DEMO.consumer250, '250');
    expect(await camille.client.call(getCorporateAccount, { custId: camille.custId })).toMatchObject({
      data: { role: 'none', canUpgrade: true, company: null, members: [] },
    });
    // Typed in lower case with blanks around: the form's rule and the API read it the same.
    const upgraded = await camille.client.call(upgradeToB2b2c, {
      custId: camille.custId,
      corporateCode: `  ${code.toLowerCase()} `,
    });
    expect(upgraded).toMatchObject({
      ok: true,
      data: {
        role: 'member',
        canUpgrade: false,
        company: {
          companyName: 'Atelier Durand SAS',
          corporateCode: null,
          memberCount: 1,
          linkedAt: expect.any(String),
        },
        members: [],
      },
    });
    expect(await camille.client.call(upgradeToB2b2c, { custId: camille.custId, corporateCode: code })).toMatchObject({
      ok: false,
      status: 409,
      error: { code: 10134 },
    });
    expect(await company.client.call(getCorporateAccount, { custId: company.custId })).toMatchObject({
      data: {
        company: { memberCount: 1 },
        members: [{ memberId: camille.custId, firstName: 'Camille', lastName: 'Martin', email: DEMO.consumer250 }],
      },
    });

    // The company unlinks her: she is an individual account again, and may link again.
    expect(
      await company.client.call(removeCorporateMember, { custId: company.custId, memberId: camille.custId }),
    ).toMatchObject({ ok: true, data: { members: [] } });
    expect(
      await company.client.call(removeCorporateMember, { custId: company.custId, memberId: camille.custId }),
    ).toMatchObject({ ok: false, status: 404, error: { code: 10137 } });
    expect(await camille.client.call(getCorporateAccount, { custId: camille.custId })).toMatchObject({
      data: { role: 'none', canUpgrade: true },
    });
  });

  it('refuses an unknown or malformed code next to the field', async () => {
    const camille = await api.signIn(DEMO.consumer250, '250');
    expect(await camille.client.call(upgradeToB2b2c, { custId: camille.custId, corporateCode: 'ZZZZ-9999' })).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 10133,
        message: 'This corporate code is not valid. Please check it with your company.',
        issues: [
          { path: 'corporateCode', message: 'This corporate code is not valid. Please check it with your company.' },
        ],
      },
    });
    expect(
      await camille.client.call(upgradeToB2b2c, { custId: camille.custId, corporateCode: 'not a code' }),
    ).toMatchObject({ ok: false, error: { code: 40000, issues: [{ path: 'corporateCode' }] } });
  });

  it('gives a company waiting for its check no code, and takes no member with a code it no longer may give', async () => {
    const waiting = await businessSignIn(UNVERIFIED_COMPANY);
    expect(await waiting.client.call(getCorporateAccount, { custId: waiting.custId })).toMatchObject({
      data: { role: 'company', company: { companyName: expect.any(String), corporateCode: null }, members: [] },
    });

    const code = await corporateCodeOfCompany();
    const { db } = api.app.shopApi.database;
    await db.update(accounts).set({ businessVerification: 'refused' }).where(eq(accounts.email, COMPANY));
    try {
      const camille = await api.signIn(DEMO.consumer250, '250');
      expect(await camille.client.call(upgradeToB2b2c, { custId: camille.custId, corporateCode: code })).toMatchObject({
        ok: false,
        error: { code: 10136 },
      });
    } finally {
      await db.update(accounts).set({ businessVerification: 'verified' }).where(eq(accounts.email, COMPANY));
    }
  });

  it('links individual accounts only, and answers nothing where the unit has no corporate accounts', async () => {
    const code = await corporateCodeOfCompany();
    const company = await businessSignIn(COMPANY);
    expect(await company.client.call(upgradeToB2b2c, { custId: company.custId, corporateCode: code })).toMatchObject({
      ok: false,
      error: { code: 10135 },
    });
    const consumer = await api.signIn(DEMO.consumer250, '250');
    expect(
      await consumer.client.call(removeCorporateMember, { custId: consumer.custId, memberId: company.custId }),
    ).toMatchObject({ ok: false, error: { code: 10137 } });

    const lucas = await api.signIn(DEMO.consumer150, '150');
    expect(await lucas.client.call(getCorporateAccount, { custId: lucas.custId })).toMatchObject({
      ok: false,
      error: { code: 10132, message: 'Corporate accounts are not available in this shop.' },
    });
    // A code of another unit's company is unknown here.
    await setUnitFeatures(api, '150', { corporateAccounts: true });
    try {
      expect(await lucas.client.call(upgradeToB2b2c, { custId: lucas.custId, corporateCode: code })).toMatchObject({
        ok: false,
        error: { code: 10133 },
      });
    } finally {
      await setUnitFeatures(api, '150', { corporateAccounts: false });
    }
  });
});
