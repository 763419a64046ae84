import { getMemberAddressBook, updateMemberAddressBook, type Address } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { home } from './support/member-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

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
