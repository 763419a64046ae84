import {
  ENDPOINTS,
  getBuList,
  getBuParameter,
  getCountryCodes,
  getReferenceList,
  getStores,
  queryAddressInfo,
  queryCompany,
  sendOtp,
  streetNameFetcher,
  versionedPath,
} from '@shop/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ devOutbox: true });
});
afterAll(() => api.close());

describe('business unit parameters', () => {
  it("answers each demo unit's parameters, features and languages", async () => {
    const marjan = await api.client().call(getBuParameter, { buId: '97' });
    expect(marjan).toMatchObject({
      ok: true,
      data: {
        buId: '97',
        name: 'Marjan Market',
        currency: 'AED',
        languages: ['en', 'ar'],
        features: { wallet: true, b2b: false },
      },
    });
    const maison = await api.client({ buId: '250' }).call(getBuParameter, { buId: '250' });
    expect(maison).toMatchObject({
      ok: true,
      data: { currency: 'EUR', languages: ['fr', 'en'], features: { b2b: true, kyb: true, salesman: true } },
    });
    const euro = await api.client({ buId: '150' }).call(getBuParameter, { buId: '150' });
    expect(euro.ok && euro.data.languages).toEqual(['en', 'fr', 'es', 'it', 'pt', 'nl']);
  });

  it('lists the units the shop serves', async () => {
    expect(await api.client().call(getBuList, {})).toEqual({
      ok: true,
      status: 200,
      data: {
        units: [
          { buId: '150', name: 'EuroGift', countryCode: 'BE' },
          { buId: '250', name: 'Maison Cadeaux', countryCode: 'FR' },
          { buId: '97', name: 'Marjan Market', countryCode: 'AE' },
        ],
      },
    });
  });

  it('answers 404 for an unknown unit and 400 for a malformed id', async () => {
    expect(await api.client().call(getBuParameter, { buId: '404' })).toEqual({
      ok: false,
      status: 404,
      error: { code: 10010, message: 'Unknown business unit.' },
    });
    expect(await api.client().call(getBuParameter, { buId: 'a b' })).toMatchObject({ ok: false, status: 400 });
  });
});

describe('reference data', () => {
  it('answers country codes with area codes in the request language', async () => {
    const result = await api.client({ language: 'ar' }).call(getCountryCodes, {});
    expect(result.ok && result.data.countryList[0]).toEqual({
      countryCode: 'AE',
      countryName: 'الإمارات العربية المتحدة',
      areaCode: '+971',
    });
    expect(result.ok && result.data.countryList.map((country) => country.countryCode)).toEqual(
      expect.arrayContaining(['AE', 'SA', 'BH', 'QA', 'KW', 'OM', 'FR', 'CO']),
    );
  });

  it('answers stores of a unit', async () => {
    const result = await api.client().call(getStores, { buId: '97' });
    expect(result.ok && result.data.stores.map((store) => store.city)).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Dubai',
      'Sharjah',
    ]);
    expect(result.ok && result.data.stores[0]).toEqual({
      storeId: 'MJ-AUH-01',
      storeName: 'Marjan Market Al Reem',
      address: 'Reem Island, Tamouh',
      city: 'Abu Dhabi',
      countryCode: 'AE',
      latitude: 24.4991,
      longitude: 54.4066,
      phone: '+97128000103',
      openingHours: 'Every day 6.30 AM to 2.00 AM',
    });
    expect(await api.client().call(getStores, { buId: '404' })).toMatchObject({
      ok: false,
      status: 404,
      error: { code: 10010 },
    });
  });

  it('answers reference lists by mID', async () => {
    const legalForms = await api.client({ buId: '250', language: 'fr' }).call(getReferenceList, { mID: 'CLR' });
    expect(legalForms.ok && legalForms.data.scodeList.slice(0, 2)).toEqual([
      { code: 'SA', name: 'Société anonyme (SA)' },
      { code: 'SAS', name: 'Société par actions simplifiée (SAS)' },
    ]);
    const urssaf = await api.client({ buId: '250' }).call(getReferenceList, { mID: 'URSSAF' });
    expect(urssaf.ok && urssaf.data.scodeList).toHaveLength(5);
    expect(await api.client().call(getReferenceList, { mID: 'XYZ' as never })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'mID', message: 'Unknown reference list' }] },
    });
  });
});

describe('company and address queries', () => {
  it('finds companies by name, SIREN or SIRET, VAT number and zip code', async () => {
    const names = (result: Awaited<ReturnType<ReturnType<TestApi['client']>['call']>>) =>
      result.ok
        ? (result.data as { companyList: { companyName: string }[] }).companyList.map((company) => company.companyName)
        : [];
    const client = api.client({ buId: '250' });
    expect(names(await client.call(queryCompany, { companyName: 'durand' }))).toEqual([
      'Atelier Durand SAS',
      'Durand & Fils Logistique',
    ]);
    expect(names(await client.call(queryCompany, { sirenNumber: '51234567900017' }))).toEqual(['Atelier Durand SAS']);
    expect(names(await client.call(queryCompany, { vatNumber: 'FR31523456788' }))).toEqual([
      'Boulangeries Martin SARL',
    ]);
    expect(names(await client.call(queryCompany, { zipCode: '75002', companyName: 'mairie' }))).toEqual([
      'Mairie de Villeneuve',
    ]);
  });

  it('asks for at least one criterion, and refuses a malformed SIREN', async () => {
    expect(await api.client({ buId: '250' }).call(queryCompany, {})).toEqual({
      ok: false,
      status: 400,
      error: { code: 10060, message: 'At least input one criteria to query your company' },
    });
    expect(await api.client({ buId: '250' }).call(queryCompany, { sirenNumber: '123' })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'sirenNumber', message: 'SIREN has 9 digits, SIRET 14' }] },
    });
  });

  it('answers cities and street names of a zip code', async () => {
    expect(await api.client({ buId: '250' }).call(queryAddressInfo, { zipCode: '69002' })).toEqual({
      ok: true,
      status: 200,
      data: { addressList: [{ zipCode: '69002', city: 'Lyon', countryCode: 'FR' }] },
    });
    expect(await api.client({ buId: '250' }).call(queryAddressInfo, { zipCode: '99999' })).toMatchObject({
      data: { addressList: [] },
    });
    expect(await api.client({ buId: '250' }).call(streetNameFetcher, { zipCode: '75002', keyword: 'rue r' })).toEqual({
      ok: true,
      status: 200,
      data: { streetNames: ['Rue Réaumur'] },
    });
    expect(await api.client().call(streetNameFetcher, { zipCode: '!' })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'zipCode' }] },
    });
  });
});

describe('OpenAPI document', () => {
  it('is generated from the contracts and lists every call under every version', async () => {
    const response = await fetch(`${api.baseUrl}/openapi.json`);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers).toEqual([{ url: '/api' }]);
    for (const endpoint of ENDPOINTS) {
      for (const version of endpoint.versions) {
        const path = versionedPath(endpoint, version).replace(/:(\w+)/g, '{$1}');
        expect({ path, has: Boolean(document.paths[path]?.[endpoint.method.toLowerCase()]) }).toEqual({
          path,
          has: true,
        });
      }
    }
    expect(document.paths['/v8/login'].post.operationId).toBe('login');
    expect(document.paths['/member/getMemberProfile'].post.security).toEqual([{ basicAuth: [] }]);
    expect(document.components.schemas.registerRequest.required).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'password']),
    );
    expect(Object.keys(document.components.schemas.getProductsResponse.properties ?? {})).toEqual([
      'products',
      'totalCount',
      'page',
    ]);
  });
});

describe('dev mailbox', () => {
  it('shows the latest messages to a recipient', async () => {
    await api.client().call(sendOtp, { mobileNo: '+971507778899' });
    const response = await fetch(`${api.baseUrl}/dev/outbox?recipient=${encodeURIComponent('+971507778899')}`);
    const body = (await response.json()) as { messages: { channel: string; body: string }[] };
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      id: expect.any(Number),
      channel: 'sms',
      body: expect.stringMatching(/Your verification code is \d{6}\./),
      attachments: [],
    });
    expect((await fetch(`${api.baseUrl}/dev/outbox`)).status).toBe(400);
  });
});
