import {
  getAdditionalProducts,
  getCategories,
  getLetterTypes,
  getProductDetail,
  getProducts,
  getTemplateCategories,
  getTemplates,
  integrityCheck,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/**
 * A client with a session of a demo account of unit 250 (business and salesman accounts have no
 * consumer login yet).
 */
async function signedInClient(email: string) {
  const [account] = await api.app.shopApi.database.db.select().from(accounts).where(eq(accounts.email, email));
  const tokens = await api.app.shopApi.services.sessions.create(account.id);
  return api.client({ buId: '250', accessToken: tokens.accessToken });
}

const codesOf = (result: { ok: boolean; data?: { products: { itemCode: string }[] } }) =>
  result.ok && result.data ? result.data.products.map((product) => product.itemCode) : [];

describe('categories', () => {
  it("answers the unit's categories in the request language, else the unit default", async () => {
    const arabic = await api.client({ language: 'ar' }).call(getCategories, {});
    expect(arabic.ok && arabic.data.categories.map((category) => category.categoryName)).toEqual([
      'سوبرماركت',
      'إلكترونيات ومنزل',
      'أزياء وجمال',
      'مطاعم',
      'رصيد الهاتف',
    ]);
    const french = await api.client({ language: 'fr' }).call(getCategories, {});
    expect(french.ok && french.data.categories[0]).toMatchObject({
      categoryId: 1,
      categoryName: 'Supermarket',
      sort: 1,
    });
    const spanish = await api.client({ buId: '150', language: 'es' }).call(getCategories, {});
    expect(spanish.ok && spanish.data.categories[0].categoryName).toBe('Viajes');
  });
});

describe('product list', () => {
  it('pages every category, leaving out items that are gone', async () => {
    const first = await api.client().call(getProducts, { categoryId: 0, page: 1 });
    const second = await api.client().call(getProducts, { categoryId: 0, page: 2 });
    expect(first).toMatchObject({ ok: true, data: { totalCount: 14, page: 1 } });
    expect(codesOf(first)).toHaveLength(12);
    expect(codesOf(second)).toEqual(['MJ-OASIS-PC', 'MJ-REWARD-D']);
    expect([...codesOf(first), ...codesOf(second)]).not.toContain('MJ-SUMMER-D');
    expect(first.ok && first.data.products[0]).toEqual({
      itemCode: 'MJ-GROCERY-D',
      productName: 'Marjan Grocery eGift',
      productImgUrl: '/api/images/products/mj-grocery-d.svg',
      categoryId: 1,
      kind: 'D',
      productType: 'GIFT_CARD',
      countryCode: 'AE',
      currency: 'AED',
      minAmount: 5000,
      maxAmount: 200000,
      denominations: [5000, 10000, 20000, 50000],
      isReloadable: true,
      hasDiscount: true,
    });
  });

  it('lists digital, physical, customised and phone-credit products by category', async () => {
    const phoneCredit = await api.client().call(getProducts, { categoryId: 5, page: 1 });
    expect(phoneCredit.ok && phoneCredit.data.products.map((product) => product.productType)).toEqual([
      'PHONE_CREDIT',
      'PHONE_CREDIT',
    ]);
    const supermarket = await api.client().call(getProducts, { categoryId: 1, page: 1 });
    expect(new Set(supermarket.ok ? supermarket.data.products.map((product) => product.kind) : [])).toEqual(
      new Set(['D', 'P', 'CP']),
    );
  });

  it('searches names in any language, literally, and filters by country', async () => {
    expect(codesOf(await api.client().call(getProducts, { categoryId: 0, page: 1, productName: 'grocery' }))).toEqual([
      'MJ-GROCERY-D',
      'MJ-GROCERY-P',
    ]);
    expect(
      codesOf(await api.client({ language: 'ar' }).call(getProducts, { categoryId: 0, page: 1, productName: 'مرجان' })),
    ).toContain('MJ-GROCERY-CP');
    expect(codesOf(await api.client().call(getProducts, { categoryId: 0, page: 1, productName: '%' }))).toEqual([]);
    expect(
      codesOf(await api.client({ buId: '150' }).call(getProducts, { categoryId: 0, page: 1, productCountry: 'ES' })),
    ).toEqual(['EG-EXPERIENCE-CP', 'EG-MULTI-D']);
  });

  it('answers the same under the v3 prefix a unit may use', async () => {
    const v3 = await api.client({ unitVersions: { getProducts: 'v3' } }).call(getProducts, { categoryId: 1, page: 1 });
    const v6 = await api.client().call(getProducts, { categoryId: 1, page: 1 });
    expect(codesOf(v3)).toHaveLength(5);
    expect(codesOf(v3)).toEqual(codesOf(v6));
  });

  it('shows business-only products to business members only', async () => {
    const guest = await api.client({ buId: '250' }).call(getProducts, { categoryId: 4, page: 1 });
    expect(guest).toMatchObject({ ok: true, data: { totalCount: 0 } });
    const [business] = await api.app.shopApi.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, DEMO.business250));
    const tokens = await api.app.shopApi.services.sessions.create(business.id);
    const member = await api
      .client({ buId: '250', accessToken: tokens.accessToken })
      .call(getProducts, { categoryId: 4, page: 1 });
    expect(codesOf(member)).toEqual(['MC-CE-D', 'MC-SALARIES-P']);
  });

  it('refuses a bad page, category or search', async () => {
    expect(await api.client().call(getProducts, { categoryId: 0, page: 0 })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'page' }] },
    });
    expect(await api.client().call(getProducts, { categoryId: 'abc' as never, page: 1 })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'categoryId' }] },
    });
    expect(await api.client().call(getProducts, { categoryId: 0, page: 1, productName: '<script>' })).toMatchObject({
      status: 400,
      error: {
        issues: [{ path: 'productName', message: 'The field you entered may contain illegal attack characters' }],
      },
    });
  });
});

describe('product detail', () => {
  it('answers a product in the request language', async () => {
    const result = await api.client({ language: 'ar' }).call(getProductDetail, { itemCode: 'MJ-GROCERY-CP' });
    expect(result).toMatchObject({
      ok: true,
      data: {
        itemCode: 'MJ-GROCERY-CP',
        productName: 'بطاقة مرجان المخصصة',
        kind: 'CP',
        cardMadeFee: 1500,
        letterRequired: true,
        validMonths: 12,
        howToUse: 'تصلك بطاقتك المخصصة بالبريد، واستخدمها عند الدفع مثل أي بطاقة هدية.',
      },
    });
  });

  it('answers code 52 for an item that is gone or unknown', async () => {
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client().call(getProductDetail, { itemCode: 'MJ-SUMMER-D' })).toEqual(gone);
    expect(await api.client().call(getProductDetail, { itemCode: 'MC-SHOP-D' })).toEqual(gone);
  });

  it('answers a business-only product to business members and salesmen, like an unknown item to others', async () => {
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client({ buId: '250' }).call(getProductDetail, { itemCode: 'MC-CE-D' })).toEqual(gone);
    const consumer = await signedInClient(DEMO.consumer250);
    expect(await consumer.call(getProductDetail, { itemCode: 'MC-CE-D' })).toEqual(gone);
    const business = await signedInClient(DEMO.business250);
    expect(await business.call(getProductDetail, { itemCode: 'MC-CE-D' })).toMatchObject({
      ok: true,
      data: { itemCode: 'MC-CE-D' },
    });
    const salesman = await signedInClient(DEMO.salesman250);
    expect(await salesman.call(getProductDetail, { itemCode: 'MC-SALARIES-P' })).toMatchObject({
      ok: true,
      data: { itemCode: 'MC-SALARIES-P' },
    });
  });
});

describe('letter types, extras and templates', () => {
  it("answers a unit's letter types under both versions", async () => {
    const v2 = await api.client().call(getLetterTypes, { aggregatorBuId: '250' });
    expect(v2.ok && v2.data.letterTypes).toEqual([
      { letterTypeId: 1, name: 'Standard envelope', price: 0, imageUrl: '/api/images/letters/250-1.svg' },
      { letterTypeId: 2, name: 'Gift sleeve', price: 250, imageUrl: '/api/images/letters/250-2.svg' },
      { letterTypeId: 3, name: 'Premium box', price: 590, imageUrl: '/api/images/letters/250-3.svg' },
    ]);
    const bare = await api
      .client({ buId: '250', language: 'fr', unitVersions: { getLetterTypes: '' } })
      .call(getLetterTypes, { aggregatorBuId: '250' });
    expect(bare.ok && bare.data.letterTypes[1].name).toBe('Pochette cadeau');
    expect(await api.client().call(getLetterTypes, { aggregatorBuId: '404' })).toMatchObject({
      ok: false,
      status: 404,
      error: { code: 10010 },
    });
  });

  it('answers the extras that go with an item', async () => {
    const all = await api.client().call(getAdditionalProducts, {});
    const forDigital = await api.client().call(getAdditionalProducts, { itemCode: 'MJ-GROCERY-D' });
    const forPhysical = await api.client().call(getAdditionalProducts, { itemCode: 'MJ-GROCERY-P' });
    const codes = (result: typeof all) =>
      result.ok ? result.data.products.map((product) => product.extraItemCode) : [];
    expect(codes(all)).toEqual(['MJ-EXTRA-CHOC', 'MJ-EXTRA-FLOWERS']);
    expect(codes(forDigital)).toEqual(['MJ-EXTRA-CHOC']);
    expect(codes(forPhysical)).toEqual(['MJ-EXTRA-CHOC', 'MJ-EXTRA-FLOWERS']);
    expect(all.ok && all.data.products[0]).toMatchObject({
      extraProductName: 'Chocolate box',
      extraProductAmount: 3500,
    });
  });

  it('answers templates by category or item, with discounts in percent', async () => {
    const all = await api.client().call(getTemplates, {});
    expect(all.ok && all.data.templates.map((template) => template.templateId)).toEqual([101, 102, 201, 301]);
    const eid = await api.client({ language: 'ar' }).call(getTemplates, { categoryId: 2 });
    expect(eid).toMatchObject({
      ok: true,
      data: { templates: [{ templateId: 201, templateName: 'فوانيس العيد', categoryId: 2 }] },
    });
    expect(eid.ok && eid.data.templates[0].images.find((image) => image.itemCode === 'MJ-GROCERY-D')).toEqual({
      imageUrl: '/api/images/templates/97-201.svg',
      itemCode: 'MJ-GROCERY-D',
      discount: 2,
      cardMadeFee: 0,
      isPercentageCardFee: false,
    });
    const forTech = await api.client().call(getTemplates, { itemCode: 'MJ-TECH-D' });
    expect(forTech).toMatchObject({
      ok: true,
      data: { templates: [{ templateId: 301, images: [{ itemCode: 'MJ-TECH-D' }] }] },
    });
    expect(forTech.ok && forTech.data.templates).toHaveLength(1);
    expect(await api.client().call(getTemplates, { categoryId: 0 })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'categoryId' }] },
    });
  });

  it("shows a business-only product's template images to business members only", async () => {
    const itemsOf = (result: { ok: boolean; data?: { templates: { images: { itemCode: string }[] }[] } }) =>
      result.ok && result.data
        ? result.data.templates.flatMap((template) => template.images.map((image) => image.itemCode))
        : null;
    expect(itemsOf(await api.client({ buId: '250' }).call(getTemplates, { itemCode: 'MC-CE-D' }))).toEqual([]);
    expect(itemsOf(await api.client({ buId: '250' }).call(getTemplates, {}))).not.toContain('MC-CE-D');
    const business = await signedInClient(DEMO.business250);
    expect(itemsOf(await business.call(getTemplates, { itemCode: 'MC-CE-D' }))).toEqual(['MC-CE-D', 'MC-CE-D']);
  });

  it('answers template categories', async () => {
    const result = await api.client({ buId: '250', language: 'fr' }).call(getTemplateCategories, {});
    expect(result.ok && result.data.categories).toEqual([
      { categoryId: 1, categoryName: 'Anniversaire' },
      { categoryId: 2, categoryName: 'Noël' },
      { categoryId: 3, categoryName: 'Merci' },
      { categoryId: 4, categoryName: 'Entreprise' },
    ]);
  });
});

describe('integrity check', () => {
  it('answers the categories when the clocks agree, "Transaction Information Lost" otherwise', async () => {
    const now = Date.now();
    const fine = await api.client().call(integrityCheck, { timestamp: now });
    expect(fine).toMatchObject({
      ok: true,
      data: { categories: [{ categoryId: 1 }, {}, {}, {}, {}], serverTime: expect.any(Number) },
    });
    expect(await api.client().call(integrityCheck, { timestamp: now - 10 * 60 * 1000 })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10070, message: 'Transaction Information Lost' },
    });
    expect(await api.client().call(integrityCheck, { timestamp: 'yesterday' as never })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'timestamp' }] },
    });
  });
});

describe('catalogue images', () => {
  it('serves the seeded card images', async () => {
    const response = await fetch(`${api.baseUrl}/images/products/mj-grocery-d.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    // The art itself, with no words in it: the page names the card in its language (issue 26).
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 250"/);
    expect(svg).not.toContain('<text');
    expect((await fetch(`${api.baseUrl}/images/../../package.json`)).status).toBe(404);
  });
});
