import {
  getCategories,
  getMemberAddressBook,
  getProductDetail,
  getProducts,
  login,
  queryCompany,
  register,
  updateMemberAddressBook,
  updateMemberProfile,
  type Endpoint,
} from '@shop/contracts';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';

/**
 * PostgreSQL refuses NUL in text, which used to surface as a 500. Every string a request carries
 * (in the envelope, the query, the path, a plain body, a key) is screened once, before any
 * handler: C0 controls and DEL are refused with a 400 naming the field; tab, LF and CR pass.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ devOutbox: true });
});
afterAll(() => api.close());

const MESSAGE = 'This field cannot contain control characters.';
const refused = (path: string) => ({
  ok: false,
  status: 400,
  error: {
    code: 40000,
    message: `Invalid request: ${path}: ${MESSAGE}`,
    issues: [{ path, message: MESSAGE, key: 'controlCharacters' }],
  },
});

describe('control characters in an encrypted call', () => {
  const address = {
    firstName: 'Layla',
    lastName: 'Haddad',
    city: 'Dubai',
    country: 'AE',
    firstAddress: 'Villa 12',
    zipCode: '00000',
  };

  it.each<[string, Endpoint, Record<string, unknown>, string]>([
    ['login account', login, { account: `${DEMO.consumer97}\u0000`, password: DEMO_PASSWORD }, 'account'],
    [
      'registration name',
      register,
      { email: 'new@example.com', firstName: 'La\u0000yla', lastName: 'H', password: 'Secret-12' },
      'firstName',
    ],
    ['product search', getProducts, { categoryId: 0, page: 1, productName: 'grocery\u0000' }, 'productName'],
    ['company search', queryCompany, { companyName: 'Atelier\u001B' }, 'companyName'],
    ['search with DEL', getProducts, { categoryId: 0, page: 1, productName: 'a\u007F' }, 'productName'],
  ])('refuses a %s with a 400 naming the field', async (_name, endpoint, input, path) => {
    expect(await api.client().call(endpoint, input as never)).toEqual(refused(path));
  });

  it('refuses them in a member call, deep inside a list, before anything is stored', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const book = await client.call(updateMemberAddressBook, {
      custId,
      deliveryAddressBook: [address, { ...address, secondAddress: 'Floor 2\u0000' }],
    } as never);
    expect(book).toEqual(refused('deliveryAddressBook.1.secondAddress'));
    const stored = await client.call(getMemberAddressBook, { custId });
    expect(stored.ok && stored.data.deliveryAddressBook.map((entry) => entry.secondAddress)).not.toContain(
      'Floor 2\u0000',
    );
    expect(stored.ok && stored.data.deliveryAddressBook.length).toBeGreaterThan(0);
    expect(await client.call(updateMemberProfile, { custId, lastName: 'Had\u0008dad' } as never)).toEqual(
      refused('lastName'),
    );
  });

  it('refuses them in a field name the contract does not even know', async () => {
    expect(await api.client().call(getCategories, { 'side\u0000car': 'x' } as never)).toEqual(refused('side\uFFFDcar'));
  });

  it('lets tab, line feed and carriage return through to the field rules', async () => {
    const result = await api.client().call(getProducts, { categoryId: 0, page: 1, productName: 'grocery\t\r\n' });
    expect(result).toMatchObject({
      ok: true,
      data: { products: [{ itemCode: 'MJ-GROCERY-D' }, { itemCode: 'MJ-GROCERY-P' }] },
    });
  });
});

describe('control characters outside the envelope', () => {
  it('refuses them in a path parameter', async () => {
    expect(await api.client().call(getProductDetail, { itemCode: 'MJ\u0000' })).toEqual(refused('itemCode'));
  });

  it('refuses them in the query of a plain call', async () => {
    const response = await fetch(`${api.baseUrl}/others/init?clientKey=${encodeURIComponent('abc\u0000')}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: refused('clientKey').error });
    const mailbox = await fetch(`${api.baseUrl}/dev/outbox?recipient=${encodeURIComponent('x\u0000@example.com')}`);
    expect(mailbox.status).toBe(400);
    expect(await mailbox.json()).toEqual({ error: refused('recipient').error });
  });

  it('refuses them in a plain JSON body', async () => {
    const response = await fetch(`${api.baseUrl}/v8/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'init.iv.cipher\u0000' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: refused('token').error });
  });
});
