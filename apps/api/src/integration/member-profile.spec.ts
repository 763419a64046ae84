import { getMemberInbox, getMemberProfile, updateMemberProfile } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, businessUnits } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { home, memberKit } from './support/member-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { sessionFor, storedAccount } = memberKit(() => api);

describe('member calls need the customer of the token', () => {
  it('answers 401 without token or custId, 403 for someone else, 401 once expired', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    expect(await api.client().call(getMemberProfile, { custId })).toEqual({
      ok: false,
      status: 401,
      error: { code: 40100, message: 'no authorized' },
    });
    expect(await client.call(getMemberProfile, {} as never)).toEqual({
      ok: false,
      status: 401,
      error: { code: 40100, message: 'no authorized' },
    });
    const other = await api.signIn(DEMO.unvalidated97);
    expect(await client.call(getMemberInbox, { custId: other.custId })).toEqual({
      ok: false,
      status: 403,
      error: { code: 40300, message: 'Customer not authenticated' },
    });
    const elsewhere = await api.signIn(DEMO.consumer150, '150');
    expect(
      await api
        .client({ buId: '97', accessToken: elsewhere.accessToken })
        .call(getMemberProfile, { custId: elsewhere.custId }),
    ).toMatchObject({
      status: 403,
    });
    api.advance(12 * 60 * 60 * 1000 + 1);
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 40101 },
    });
  });
});

describe('profile', () => {
  it('answers the consumer profile with the default address first', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const result = await client.call(getMemberProfile, { custId });
    expect(result).toMatchObject({
      ok: true,
      data: {
        custId,
        firstName: 'Layla',
        lastName: 'Haddad',
        email: DEMO.consumer97,
        memberType: 'B2C',
        isActivateAccount: 1,
        civillity: 2,
        phoneNumber: '+971501234567',
        allowUpdateProfile: true,
        isSubscription: true,
        companyInfo: null,
      },
    });
    if (!result.ok) throw new Error('profile failed');
    expect(result.data.deliveryAddressBook.map((address) => [address.addressBookName, address.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
  });

  it('answers a business member with the company', async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({
      ok: true,
      data: {
        memberType: 'B2B',
        companyInfo: { companyName: 'Atelier Durand SAS', sirenNumber: '512345679', numberOfEmployees: 42 },
      },
    });
  });

  it('lets a consumer edit names and subscription, not business sections', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer150, '150');
    expect(await client.call(updateMemberProfile, { custId, firstName: 'Luc', isSubscription: true })).toMatchObject({
      ok: true,
      data: { firstName: 'Luc', lastName: 'Janssens', isSubscription: true },
    });
    const company = await client.call(updateMemberProfile, { custId, companyInfo: { companyName: 'Janssens BV' } });
    expect(company).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 40000, issues: [{ path: 'companyInfo', message: 'Only business members edit this section' }] },
    });
    expect(await client.call(updateMemberProfile, { custId, lastName: '   ' })).toMatchObject({
      error: { issues: [{ path: 'lastName', message: 'This field cannot contain only blankspaces' }] },
    });
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({
      data: { firstName: 'Luc', lastName: 'Janssens', companyInfo: null },
    });
  });

  it('lets a business member edit the company section', async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    const result = await client.call(updateMemberProfile, {
      custId,
      companyInfo: { companyName: 'Atelier Durand & Co', sirenNumber: '512345679', numberOfEmployees: 45 },
    });
    expect(result).toMatchObject({
      ok: true,
      data: { companyInfo: { companyName: 'Atelier Durand & Co', numberOfEmployees: 45, vatNumber: '' } },
    });
  });

  it('refuses edits when the profile is locked', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    await api.app.shopApi.database.db
      .update(accounts)
      .set({ allowUpdateProfile: false })
      .where(eq(accounts.id, Number(custId)));
    expect(await client.call(updateMemberProfile, { custId, firstName: 'Omer' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10050, message: 'Profile editing is not allowed for this account.' },
    });
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({ data: { firstName: 'Omar' } });
    await api.app.shopApi.database.db
      .update(accounts)
      .set({ allowUpdateProfile: true })
      .where(eq(accounts.id, Number(custId)));
  });
});

describe("the forms' field rules, applied by the server", () => {
  it('refuses a first name with digits, naming the rule, and saves nothing', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    expect(await client.call(updateMemberProfile, { custId, firstName: 'Layla2', lastName: 'Hadd@d' })).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message:
          'Invalid request: firstName: This field cannot accept numbers.; ' +
          'lastName: This field cannot contain special characters.',
        issues: [
          { path: 'firstName', message: 'This field cannot accept numbers.', key: 'noNumbers' },
          { path: 'lastName', message: 'This field cannot contain special characters.', key: 'noSpecialCharacters' },
        ],
      },
    });
    expect(await storedAccount(custId)).toMatchObject({ firstName: 'Layla', lastName: 'Haddad' });
  });

  it("refuses a landline as a consumer's number before looking at any code", async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: '+97142345678' })).toMatchObject({
      status: 400,
      error: { code: 40000, issues: [{ path: 'phoneNumber', message: 'wrong phone number', key: 'wrongPhone' }] },
    });
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: '+971501234567' });
  });

  it('checks the company and address sections of a business member', async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    const result = await client.call(updateMemberProfile, {
      custId,
      companyInfo: {
        companyName: 'Atelier Durand SAS',
        commercialName: 'Durand $$$',
        sirenNumber: '512345679',
        companyPhoneNumber: '+14155550100',
      },
      deliveryInfo: { ...home, country: 'FR', firstName: 'S0phie', phoneNumber: '+33140000000', zipCode: '75002' },
    });
    expect(result).toMatchObject({
      status: 400,
      error: {
        issues: [
          { path: 'companyInfo.commercialName', message: 'This field cannot contain special characters.' },
          { path: 'companyInfo.companyPhoneNumber', message: 'wrong phone number' },
          { path: 'deliveryInfo.firstName', message: 'This field cannot accept numbers.' },
        ],
      },
    });
    expect(await storedAccount(custId)).toMatchObject({
      deliveryInfo: null,
      companyInfo: { companyName: 'Atelier Durand & Co', commercialName: '' },
    });
  });

  it('saves each business section on its own: a delivery address leaves the invoicing one alone', async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    const delivery = {
      ...home,
      country: 'FR',
      city: 'Paris',
      firstAddress: '18 rue de la Paix',
      phoneNumber: '33140000000',
      zipCode: '75002',
    };
    const saved = await client.call(updateMemberProfile, { custId, deliveryInfo: delivery });
    expect(saved).toMatchObject({
      ok: true,
      data: { deliveryInfo: { ...delivery, phoneNumber: '+33140000000' }, invoiceInfo: null },
    });
  });
});

describe('the subscription option', () => {
  it('is refused where the unit does not offer it', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer150, '150');
    const { db } = api.app.shopApi.database;
    const [unit] = await db.select().from(businessUnits).where(eq(businessUnits.buId, '150'));
    const params = unit.params as { features: Record<string, boolean> };
    await db
      .update(businessUnits)
      .set({ params: { ...params, features: { ...params.features, subscriptionOption: false } } })
      .where(eq(businessUnits.buId, '150'));
    api.advance(31_000); // the unit cache lives 30 s
    try {
      expect(
        await client.call(updateMemberProfile, { custId, isSubscription: false, firstName: 'Lucas' }),
      ).toMatchObject({
        status: 400,
        error: { issues: [{ path: 'isSubscription', message: 'This shop offers no subscription' }] },
      });
    } finally {
      await db.update(businessUnits).set({ params }).where(eq(businessUnits.buId, '150'));
      api.advance(31_000);
    }
  });
});
