import type { Database } from '../../db/database';
import { accounts } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { OneTimeCodes } from '../registration/one-time-codes';
import { MemberRepository, type SavedAddress } from './member-repository';

describe('member repository in the database', () => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = Date.UTC(2025, 0, 1);
  let members: MemberRepository;
  let accountId: number;

  const address = (firstName: string, isDefault: boolean): SavedAddress =>
    ({
      firstName,
      lastName: 'Saleh',
      address: '1 Gift Street',
      city: 'Dubai',
      countryCode: 'AE',
      isDefault,
    }) as unknown as SavedAddress;

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97', '250']));
    members = new MemberRepository(database.db, () => clock);
    const [account] = await database.db
      .insert(accounts)
      .values({
        buId: '97',
        custType: 'C',
        email: 'nora@example.com',
        status: 'active',
        firstName: 'Nora',
        lastName: 'Saleh',
        passwordHash: 'hash',
        mobileNo: '+971501234567',
      })
      .returning();
    accountId = account.id;
  });

  afterAll(async () => {
    await close();
  });

  it('replace the whole address book, default first; keep the old book when the new one cannot be saved', async () => {
    await members.replaceAddressBook(accountId, [address('Home', false), address('Office', true)]);
    const saved = await members.addressBook(accountId);
    expect(saved.map((entry) => [entry.firstName, entry.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    // A row the database refuses (is_default is NOT NULL) after the delete: the transaction rolls back.
    const refused = { ...address('Cabin', false), isDefault: null as unknown as boolean };
    await expect(members.replaceAddressBook(accountId, [address('Flat', true), refused])).rejects.toThrow();
    expect(await members.addressBook(accountId)).toEqual(saved);
  });

  it('change the number only with a code confirmed on it, spending the code with the change', async () => {
    const codes = new OneTimeCodes(database.db, () => clock);
    const proofOf = (otpId: string, phoneNumber: string) => ({ buId: '97', phoneNumber, otpId });
    const { id, code } = await codes.create('97', 'sms', '+971509876543');

    // Not confirmed yet: nothing changes, and the code stays.
    expect(
      await members.updateProfile(
        accountId,
        { mobileNo: '+971509876543', firstName: 'Noor' },
        proofOf(id, '+971509876543'),
      ),
    ).toBeNull();
    expect(await members.account(accountId)).toMatchObject({ mobileNo: '+971501234567', firstName: 'Nora' });

    expect(await codes.confirm('sms', '+971509876543', id, code)).toBe('confirmed');
    // A code of another number does not prove this one.
    expect(
      await members.updateProfile(accountId, { mobileNo: '+971500000000' }, proofOf(id, '+971500000000')),
    ).toBeNull();
    const updated = await members.updateProfile(
      accountId,
      { mobileNo: '+971509876543', firstName: 'Noor' },
      proofOf(id, '+971509876543'),
    );
    expect(updated).toMatchObject({ mobileNo: '+971509876543', firstName: 'Noor' });
    // Spent: the same code proves nothing a second time.
    expect(
      await members.updateProfile(accountId, { mobileNo: '+971509876543' }, proofOf(id, '+971509876543')),
    ).toBeNull();
  });

  it('answer no account for an unknown id, and change other fields without a proof', async () => {
    expect(await members.account(accountId + 1000)).toBeNull();
    expect(await members.updateProfile(accountId, { lastName: 'Haddad' }, null)).toMatchObject({ lastName: 'Haddad' });
  });
});
