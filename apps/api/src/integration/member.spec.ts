import {
  deleteCart,
  getCart,
  getMemberAddressBook,
  getMemberInbox,
  getMemberProducts,
  getMemberProfile,
  getProductCountryList,
  getProductsDiscount,
  saveCart,
  updateMemberAddressBook,
  updateMemberProfile,
  type Address,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, carts } from '../db/schema';
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
    expect(await api.client().call(getMemberProfile, { custId })).toEqual({ ok: false, status: 401, error: { code: 40100, message: 'no authorized' } });
    expect(await client.call(getMemberProfile, {} as never)).toEqual({ ok: false, status: 401, error: { code: 40100, message: 'no authorized' } });
    const other = await api.signIn(DEMO.unvalidated97);
    expect(await client.call(getMemberInbox, { custId: other.custId })).toEqual({
      ok: false,
      status: 403,
      error: { code: 40300, message: 'Customer not authenticated' },
    });
    const elsewhere = await api.signIn(DEMO.consumer150, '150');
    expect(await api.client({ buId: '97', accessToken: elsewhere.accessToken }).call(getMemberProfile, { custId: elsewhere.custId })).toMatchObject({
      status: 403,
    });
    api.advance(12 * 60 * 60 * 1000 + 1);
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({ ok: false, status: 401, error: { code: 40101 } });
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
      data: { memberType: 'B2B', companyInfo: { companyName: 'Atelier Durand SAS', sirenNumber: '512345671', numberOfEmployees: 42 } },
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
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({ data: { firstName: 'Luc', lastName: 'Janssens', companyInfo: null } });
  });

  it('lets a business member edit the company section', async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    const result = await client.call(updateMemberProfile, {
      custId,
      companyInfo: { companyName: 'Atelier Durand & Co', sirenNumber: '512345671', numberOfEmployees: 45 },
    });
    expect(result).toMatchObject({ ok: true, data: { companyInfo: { companyName: 'Atelier Durand & Co', numberOfEmployees: 45, vatNumber: '' } } });
  });

  it('refuses edits when the profile is locked', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    await api.app.shopApi.database.db.update(accounts).set({ allowUpdateProfile: false }).where(eq(accounts.id, Number(custId)));
    expect(await client.call(updateMemberProfile, { custId, firstName: 'Omer' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10050, message: 'Profile editing is not allowed for this account.' },
    });
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({ data: { firstName: 'Omar' } });
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
    expect(saved.ok && saved.data.deliveryAddressBook.map((address) => address.addressBookName)).toEqual(['Beach house', 'Home', 'Office']);
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
    expect(twoDefaults).toMatchObject({ ok: false, status: 400, error: { issues: [{ path: 'deliveryAddressBook', message: 'Only one address can be the default' }] } });
    const badPhone = await client.call(updateMemberAddressBook, { custId, deliveryAddressBook: [{ ...home, phoneNumber: 'call me' }] });
    expect(badPhone).toMatchObject({ error: { issues: [{ path: 'deliveryAddressBook.0.phoneNumber' }] } });
    expect(await client.call(getMemberAddressBook, { custId })).toMatchObject({ data: { deliveryAddressBook: [{ addressBookName: 'Domicile' }] } });
  });
});

describe('inbox and products', () => {
  it('pages the inbox newest first', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const first = await client.call(getMemberInbox, { custId });
    expect(first).toMatchObject({ ok: true, data: { totalCount: 2, page: 1, messages: [{ title: 'Eid offer', status: 'Active' }, { title: 'Welcome to Marjan Market gift cards' }] } });
    expect(await client.call(getMemberInbox, { custId, page: 2 })).toMatchObject({ data: { totalCount: 2, page: 2, messages: [] } });
    expect(await client.call(getMemberInbox, { custId, page: 0 })).toMatchObject({ status: 400, error: { issues: [{ path: 'page', message: 'Page starts at 1' }] } });
  });

  it("offers business products to business members only", async () => {
    const consumer = await api.signIn(DEMO.consumer250, '250');
    const business = await sessionFor(DEMO.business250, '250');
    const consumerProducts = await consumer.client.call(getMemberProducts, { custId: consumer.custId });
    const businessProducts = await business.client.call(getMemberProducts, { custId: business.custId });
    const codes = (result: typeof consumerProducts) => (result.ok ? result.data.products.map((product) => product.itemCode) : []);
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
          { itemCode: 'MC-CE-D', amountFrom: 0, amountTo: 499900, discountRate: 0 },
          { itemCode: 'MC-CE-D', amountFrom: 500000, amountTo: 1999900, discountRate: 1.5 },
          { itemCode: 'MC-CE-D', amountFrom: 2000000, amountTo: 100000000, discountRate: 3 },
        ],
      },
    });
  });

  it('answers guests too, and code 52 for an item that is gone', async () => {
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-TECH-D' })).toMatchObject({ ok: true, data: { accumulateAmt: 0, discount: 1 } });
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-SUMMER-D' })).toEqual(gone);
    expect(await api.client().call(getProductsDiscount, { itemCode: 'NO-SUCH-ITEM' })).toEqual(gone);
    expect(await api.client().call(getProductsDiscount, { itemCode: 'bad code!' })).toMatchObject({ status: 400, error: { issues: [{ path: 'itemCode' }] } });
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-TECH-D', custId: '100001' })).toMatchObject({ status: 401, error: { code: 40100 } });
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
  const cartData = JSON.stringify({ cartItems: [{ id: 'line-1', data: { itemCode: 'MJ-GROCERY-D', amount: 10000, qty: 2 } }] });

  it('saves, reads back and deletes the cart, sealed at rest', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData: null } });
    expect(await client.call(saveCart, { custId, cartData })).toMatchObject({ ok: true, data: { saved: true } });
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData } });
    const [row] = await api.app.shopApi.database.db.select().from(carts).where(eq(carts.accountId, Number(custId)));
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
    expect(await api.client().call(saveCart, { custId: '100001', cartData })).toMatchObject({ ok: false, status: 401, error: { code: 40100 } });
    expect(await api.client().call(getCart, { custId: '100001' })).toMatchObject({ status: 401 });
    expect(await api.client().call(deleteCart, { custId: '100001' })).toMatchObject({ status: 401 });
  });
});
