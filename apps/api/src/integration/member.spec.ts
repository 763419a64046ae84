import {
  deleteCart,
  getCart,
  getMemberAddressBook,
  getMemberInbox,
  getMemberProducts,
  getMemberProfile,
  getProductCountryList,
  getProductsDiscount,
  confirmOtp,
  saveCart,
  sendOtp,
  updateMemberAddressBook,
  updateMemberProfile,
  type Address,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, businessUnits, carts } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Business and salesman logins come with their own calls; their sessions are opened directly here. */
async function sessionFor(email: string, buId: string) {
  const [account] = await api.app.shopApi.database.db.select().from(accounts).where(eq(accounts.email, email));
  const tokens = await api.app.shopApi.services.sessions.create(account.id);
  return { client: api.client({ buId, accessToken: tokens.accessToken }), custId: String(account.id) };
}

const home: Address = {
  civillity: 2,
  firstName: 'Layla',
  lastName: 'Haddad',
  city: 'Dubai',
  country: 'AE',
  firstAddress: 'Villa 3, Jumeirah 1',
  secondAddress: '',
  phoneNumber: '+971501234567',
  zipCode: '00000',
  addressBookName: 'Beach house',
  isDefault: false,
};

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
        companyInfo: { companyName: 'Atelier Durand SAS', sirenNumber: '512345671', numberOfEmployees: 42 },
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
      companyInfo: { companyName: 'Atelier Durand & Co', sirenNumber: '512345671', numberOfEmployees: 45 },
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

describe('address book', () => {
  it('replaces the book and keeps the default first', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const book = await client.call(getMemberAddressBook, { custId });
    if (!book.ok) throw new Error('address book failed');
    const [homeEntry, office] = book.data.deliveryAddressBook;
    const strip = (entry: typeof homeEntry) => {
      const address: Partial<typeof homeEntry> = { ...entry };
      delete address.addressId;
      return address as Address;
    };
    const saved = await client.call(updateMemberAddressBook, {
      custId,
      deliveryAddressBook: [{ ...strip(homeEntry), isDefault: false }, strip(office), { ...home, isDefault: true }],
    });
    expect(saved.ok && saved.data.deliveryAddressBook.map((address) => address.addressBookName)).toEqual([
      'Beach house',
      'Home',
      'Office',
    ]);
  });

  it('refuses two defaults or a bad address and keeps the old book', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer250, '250');
    const twoDefaults = await client.call(updateMemberAddressBook, {
      custId,
      deliveryAddressBook: [
        { ...home, isDefault: true },
        { ...home, isDefault: true },
      ],
    });
    expect(twoDefaults).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'deliveryAddressBook', message: 'Only one address can be the default' }] },
    });
    const badPhone = await client.call(updateMemberAddressBook, {
      custId,
      deliveryAddressBook: [{ ...home, phoneNumber: 'call me' }],
    });
    expect(badPhone).toMatchObject({ error: { issues: [{ path: 'deliveryAddressBook.0.phoneNumber' }] } });
    expect(await client.call(getMemberAddressBook, { custId })).toMatchObject({
      data: { deliveryAddressBook: [{ addressBookName: 'Domicile' }] },
    });
  });
});

/** The code of the latest SMS to a number. */
async function smsCode(mobileNo: string): Promise<string> {
  const [sms] = await api.outbox(mobileNo);
  const code = sms?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${mobileNo}`);
  return code;
}

/** Sends an SMS code to a number and answers its otpId, confirmed unless told otherwise. */
async function codeFor(mobileNo: string, { buId = '97', confirm = true } = {}): Promise<string> {
  const client = api.client({ buId });
  const sent = await client.call(sendOtp, { mobileNo });
  if (!sent.ok) throw new Error(`sendOtp failed: ${sent.error.message}`);
  if (confirm) {
    const confirmed = await client.call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: await smsCode(mobileNo) });
    if (!confirmed.ok) throw new Error(`confirmOtp failed: ${confirmed.error.message}`);
  }
  return sent.data.otpId;
}

async function storedAccount(custId: string) {
  const [account] = await api.app.shopApi.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, Number(custId)));
  return account;
}

const PHONE_NOT_VERIFIED = {
  ok: false,
  status: 400,
  error: {
    code: 10051,
    message: 'Please confirm the new phone number with the code sent to it.',
    issues: [{ path: 'phoneNumber', message: 'Please confirm the new phone number with the code sent to it.' }],
  },
};

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
        sirenNumber: '512345671',
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

describe('changing the phone number', () => {
  it('needs the otpId of a code confirmed for that number, and saves nothing without it', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const newNumber = '+971551112233';
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber })).toEqual(PHONE_NOT_VERIFIED);
    const unconfirmed = await codeFor(newNumber, { confirm: false });
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: unconfirmed })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    const otherNumber = await codeFor('+971551112244');
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: otherNumber })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    const otherUnit = await codeFor(newNumber, { buId: '150' });
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: otherUnit })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: '+971501234567' });

    const proof = await codeFor(newNumber);
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: proof })).toMatchObject({
      ok: true,
      data: { phoneNumber: newNumber },
    });
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: newNumber });
    // The same number again is no change and needs no code.
    expect(
      await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, firstName: 'Layla' }),
    ).toMatchObject({ ok: true });

    // A spent code proves nothing any more, for this account or another.
    const omar = await api.signIn(DEMO.unvalidated97);
    expect(
      await omar.client.call(updateMemberProfile, { custId: omar.custId, phoneNumber: newNumber, otpId: proof }),
    ).toEqual(PHONE_NOT_VERIFIED);
    expect(await storedAccount(omar.custId)).toMatchObject({ mobileNo: '+971552345678' });
  });

  it('does not take a code confirmed more than 10 minutes ago', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    const newNumber = '+971551112255';
    const proof = await codeFor(newNumber);
    api.advance(10 * 60 * 1000 + 1000);
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: proof })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: '+971552345678' });
  });

  it("takes a business member's fixed line, which still needs a confirmed code", async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: '+33140000001' })).toEqual(PHONE_NOT_VERIFIED);
  });
});

describe('the address book applies the address rules', () => {
  it('refuses a name with digits, an unknown country and special characters, and keeps the old book', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer250, '250');
    const result = await client.call(updateMemberAddressBook, {
      custId,
      deliveryAddressBook: [
        { ...home, isDefault: true },
        { ...home, firstName: 'Camille2', country: 'ZZ', firstAddress: 'Rue du Marché {5}' },
      ],
    });
    expect(result).toMatchObject({
      status: 400,
      error: {
        code: 40000,
        issues: [
          { path: 'deliveryAddressBook.1.firstName', message: 'This field cannot accept numbers.', key: 'noNumbers' },
          { path: 'deliveryAddressBook.1.country', message: 'The format is not right' },
          { path: 'deliveryAddressBook.1.firstAddress', message: 'This field cannot contain special characters.' },
        ],
      },
    });
    expect(await client.call(getMemberAddressBook, { custId })).toMatchObject({
      data: { deliveryAddressBook: [{ addressBookName: 'Domicile' }] },
    });
  });

  it('takes a fixed line for delivery and keeps numbers in international form', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const saved = await client.call(updateMemberAddressBook, {
      custId,
      deliveryAddressBook: [{ ...home, phoneNumber: '97142345678', isDefault: true }],
    });
    expect(saved).toMatchObject({
      ok: true,
      data: { deliveryAddressBook: [{ addressBookName: 'Beach house', phoneNumber: '+97142345678', isDefault: true }] },
    });
  });
});

describe('inbox and products', () => {
  it('pages the inbox newest first', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const first = await client.call(getMemberInbox, { custId });
    expect(first).toMatchObject({
      ok: true,
      data: {
        totalCount: 2,
        page: 1,
        messages: [{ title: 'Eid offer', status: 'Active' }, { title: 'Welcome to Marjan Market gift cards' }],
      },
    });
    expect(await client.call(getMemberInbox, { custId, page: 2 })).toMatchObject({
      data: { totalCount: 2, page: 2, messages: [] },
    });
    expect(await client.call(getMemberInbox, { custId, page: 0 })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'page', message: 'Page starts at 1' }] },
    });
  });

  it('offers business products to business members only', async () => {
    const consumer = await api.signIn(DEMO.consumer250, '250');
    const business = await sessionFor(DEMO.business250, '250');
    const consumerProducts = await consumer.client.call(getMemberProducts, { custId: consumer.custId });
    const businessProducts = await business.client.call(getMemberProducts, { custId: business.custId });
    const codes = (result: typeof consumerProducts) =>
      result.ok ? result.data.products.map((product) => product.itemCode) : [];
    expect(codes(consumerProducts)).not.toContain('MC-CE-D');
    expect(codes(businessProducts)).toContain('MC-CE-D');
    expect(codes(businessProducts)).not.toContain('MC-NOEL-D');
  });
});

describe('discount tiers', () => {
  it('answers tiers and the reached rate from accumulated purchases', async () => {
    const business = await sessionFor(DEMO.business250, '250');
    const result = await business.client.call(getProductsDiscount, { itemCode: 'MC-CE-D', custId: business.custId });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: {
        itemCode: 'MC-CE-D',
        accumulateAmt: 850000,
        isAccuSales: true,
        discount: 1.5,
        productDiscountList: [
          { itemCode: 'MC-CE-D', amountFrom: 0, amountTo: 499999, discountRate: 0 },
          { itemCode: 'MC-CE-D', amountFrom: 500000, amountTo: 1999999, discountRate: 1.5 },
          { itemCode: 'MC-CE-D', amountFrom: 2000000, amountTo: 100000000, discountRate: 3 },
        ],
      },
    });
  });

  it('answers guests too, and code 52 for an item that is gone', async () => {
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-TECH-D' })).toMatchObject({
      ok: true,
      data: { accumulateAmt: 0, discount: 1 },
    });
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-SUMMER-D' })).toEqual(gone);
    expect(await api.client().call(getProductsDiscount, { itemCode: 'NO-SUCH-ITEM' })).toEqual(gone);
    expect(await api.client().call(getProductsDiscount, { itemCode: 'bad code!' })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'itemCode' }] },
    });
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-TECH-D', custId: '100001' })).toMatchObject({
      status: 401,
      error: { code: 40100 },
    });
  });

  it("answers a business-only product's tiers like an unknown item to guests and consumers", async () => {
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client({ buId: '250' }).call(getProductsDiscount, { itemCode: 'MC-CE-D' })).toEqual(gone);
    const consumer = await sessionFor(DEMO.consumer250, '250');
    expect(await consumer.client.call(getProductsDiscount, { itemCode: 'MC-CE-D', custId: consumer.custId })).toEqual(
      gone,
    );
  });
});

describe('product countries', () => {
  it("lists the unit's product countries in the request language", async () => {
    const result = await api.client({ buId: '150', language: 'fr' }).call(getProductCountryList, {});
    expect(result.ok && result.data.countryList).toEqual([
      { countryCode: 'BE', countryName: 'Belgique' },
      { countryCode: 'ES', countryName: 'Espagne' },
      { countryCode: 'FR', countryName: 'France' },
      { countryCode: 'IT', countryName: 'Italie' },
      { countryCode: 'NL', countryName: 'Pays-Bas' },
      { countryCode: 'PT', countryName: 'Portugal' },
    ]);
  });
});

describe('server cart', () => {
  const cartData = JSON.stringify({
    cartItems: [{ id: 'line-1', data: { itemCode: 'MJ-GROCERY-D', amount: 10000, qty: 2 } }],
  });

  it('saves, reads back and deletes the cart, sealed at rest', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData: null } });
    expect(await client.call(saveCart, { custId, cartData })).toMatchObject({ ok: true, data: { saved: true } });
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData } });
    const [row] = await api.app.shopApi.database.db
      .select()
      .from(carts)
      .where(eq(carts.accountId, Number(custId)));
    expect(row.sealedCart).not.toContain('MJ-GROCERY-D');
    expect(await client.call(deleteCart, { custId })).toEqual({ ok: true, status: 200, data: { deleted: true } });
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData: null } });
  });

  it("keeps each customer's cart to itself", async () => {
    const layla = await api.signIn(DEMO.consumer97);
    const omar = await api.signIn(DEMO.unvalidated97);
    await layla.client.call(saveCart, { custId: layla.custId, cartData });
    expect(await omar.client.call(getCart, { custId: omar.custId })).toMatchObject({ data: { cartData: null } });
    expect(await omar.client.call(getCart, { custId: layla.custId })).toMatchObject({ ok: false, status: 403 });
    expect(await omar.client.call(deleteCart, { custId: layla.custId })).toMatchObject({ ok: false, status: 403 });
    expect(await layla.client.call(getCart, { custId: layla.custId })).toMatchObject({ data: { cartData } });
  });

  it('refuses a cart that is not JSON or too large and stores nothing', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer150, '150');
    expect(await client.call(saveCart, { custId, cartData: '{not json' })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'cartData', message: 'cartData must be valid JSON' }] },
    });
    expect(await client.call(saveCart, { custId, cartData: JSON.stringify('x'.repeat(200_001)) })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'cartData' }] },
    });
    expect(await client.call(getCart, { custId })).toMatchObject({ data: { cartData: null } });
  });

  it('answers 401 without a token', async () => {
    expect(await api.client().call(saveCart, { custId: '100001', cartData })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 40100 },
    });
    expect(await api.client().call(getCart, { custId: '100001' })).toMatchObject({ status: 401 });
    expect(await api.client().call(deleteCart, { custId: '100001' })).toMatchObject({ status: 401 });
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
