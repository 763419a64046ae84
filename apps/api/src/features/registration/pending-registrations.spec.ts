import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, pendingRegistrations } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { PendingRegistrations, type RegistrationDetails } from './pending-registrations';

describe('pending registrations in the database', () => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = Date.UTC(2025, 0, 1);
  let registrations: PendingRegistrations;

  const details = (email: string): RegistrationDetails => ({
    buId: '97',
    email,
    firstName: 'Nora',
    lastName: 'Saleh',
    passwordHash: 'hash-of-the-attempt',
    mobileNo: '',
    registerType: 'EM',
    documentType: '',
    idCardNo: '',
    isSubscription: false,
    promoCode: '',
  });

  const attempt = async (id: number) =>
    (await database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, id)))[0];

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97', '250']));
    registrations = new PendingRegistrations(database.db, () => clock);
  });

  afterAll(async () => {
    await close();
  });

  it('confirm one attempt into an account and void the other attempts of the address', async () => {
    const first = await registrations.start(details('nora@example.com'));
    const second = await registrations.start(details('nora@example.com'));
    const account = await registrations.confirm('97', second.attemptId, second.token);
    expect(account).toMatchObject({
      buId: '97',
      email: 'nora@example.com',
      status: 'active',
      passwordHash: 'hash-of-the-attempt',
    });
    expect(await attempt(second.attemptId)).toMatchObject({ accountId: account?.id, voidedAt: null });
    expect((await attempt(first.attemptId)).voidedAt).toEqual(new Date(clock));
    expect(await registrations.confirm('97', first.attemptId, first.token)).toBeNull();
    expect(await registrations.confirm('97', second.attemptId, second.token)).toBeNull();
  });

  it('refuse a wrong token, another unit and an unknown attempt without changing anything', async () => {
    const started = await registrations.start(details('sami@example.com'));
    expect(await registrations.confirm('97', started.attemptId, 'not-the-token')).toBeNull();
    expect(await registrations.confirm('250', started.attemptId, started.token)).toBeNull();
    expect(await registrations.confirm('97', started.attemptId + 1000, started.token)).toBeNull();
    expect(await attempt(started.attemptId)).toMatchObject({ confirmedAt: null, voidedAt: null, accountId: null });
  });

  it('roll the confirmation back when the address got an account meanwhile; the attempt stays open', async () => {
    const started = await registrations.start(details('lina@example.com'));
    await database.db.insert(accounts).values({
      buId: '97',
      custType: 'C',
      email: 'lina@example.com',
      status: 'active',
      firstName: 'Lina',
      lastName: 'Other',
      passwordHash: 'hash-of-the-other-way',
    });
    expect(await registrations.confirm('97', started.attemptId, started.token)).toBeNull();
    expect(await attempt(started.attemptId)).toMatchObject({ confirmedAt: null, voidedAt: null, accountId: null });
    const owners = await database.db.select().from(accounts).where(eq(accounts.email, 'lina@example.com'));
    expect(owners.map((owner) => owner.passwordHash)).toEqual(['hash-of-the-other-way']);
  });
});
