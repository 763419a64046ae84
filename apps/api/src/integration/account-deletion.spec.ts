import {
  DELETE_ACCOUNT_REASONS,
  deleteAccount,
  getEmailVerification,
  getMemberProfile,
  login,
  sendEmailVerification,
  updateMemberAddressBook,
} from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { accountDeletions, accounts, addressBook, orders, sessions } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { setUnitFeatures } from './support/account-security-kit';
import { ordersKit, type Member } from './support/orders-kit';
import { newcomer, registrationKit } from './support/registration-kit';
import { salesmenKit } from './support/salesmen-kit';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  // The dev mailbox's routes: the unit's figures the journeys read.
  api = await startTestApi({ devOutbox: true });
  // Unit 97 keeps accounts (spec 1 section 6); its operator switches deletion on for these tests.
  await setUnitFeatures(api, '97', { accountDeletion: true });
});
afterAll(() => api.close());

const { registeredAndConfirmed, registerAs } = registrationKit(() => api);
const { created, digital } = ordersKit(() => ({ api, member }));
const db = () => api.app.shopApi.database.db;

async function figures(buId: string) {
  const response = await fetch(`${api.baseUrl}/dev/unit-figures?buId=${buId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number>;
}

async function newMember(email: string) {
  const session = await registeredAndConfirmed(email);
  const client = api.client({ accessToken: session.accessToken });
  return { ...session, client, accountId: Number(session.custId) };
}

async function signInAgain(email: string) {
  return api.client().call(login, { account: email, password: 'Welcome-2024', captchaToken: await api.captchaToken() });
}

describe('deleting an account', () => {
  it('revokes every session, erases the personal data, keeps the orders and lets the address register again', async () => {
    const email = 'leaving.soon@example.com';
    const session = await newMember(email);
    member = { client: session.client, custId: session.custId };
    const second = await signInAgain(email);
    expect(second.ok).toBe(true);
    await session.client.call(updateMemberAddressBook, {
      custId: session.custId,
      deliveryAddressBook: [
        {
          firstName: 'Nadia',
          lastName: 'Karim',
          city: 'Dubai',
          country: 'AE',
          firstAddress: 'Villa 3',
          phoneNumber: '+971509998877',
          zipCode: '00000',
          addressBookName: 'Home',
          isDefault: true,
        },
      ],
    });
    const order = await created([digital()]);
    const before = await figures('97');

    const answer = await session.client.call(deleteAccount, {
      custId: session.custId,
      reasons: ['no_longer_using', 'technical_issues'],
      comment: 'Moving abroad',
    });
    expect(answer).toEqual({ ok: true, status: 200, data: { deleted: true } });

    // Every session is gone: this one and the other sign-in's.
    expect(await session.client.call(getMemberProfile, { custId: session.custId })).toMatchObject({
      ok: false,
      status: 401,
    });
    const [{ open }] = await db()
      .select({ open: count() })
      .from(sessions)
      .where(and(eq(sessions.accountId, session.accountId)));
    const [{ revoked }] = await db()
      .select({ revoked: count(sessions.revokedAt) })
      .from(sessions)
      .where(eq(sessions.accountId, session.accountId));
    expect(revoked).toBe(open);
    // The login fails like an unknown address.
    expect(await signInAgain(email)).toMatchObject({ ok: false, error: { code: 10001 } });

    const [row] = await db().select().from(accounts).where(eq(accounts.id, session.accountId));
    expect(row).toMatchObject({
      email: `deleted-${session.accountId}@deleted.invalid`,
      firstName: '',
      lastName: '',
      mobileNo: '',
      passwordHash: '',
      status: 'disabled',
      companyInfo: null,
    });
    expect(await db().select().from(addressBook).where(eq(addressBook.accountId, session.accountId))).toEqual([]);
    // The order stays the account's and still counts in the unit's figures.
    const [kept] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(kept.accountId).toBe(session.accountId);
    expect(await figures('97')).toEqual({
      ...before,
      ordersOfDeletedAccounts: before.ordersOfDeletedAccounts + 1,
      deletedAccounts: before.deletedAccounts + 1,
    });
    // The reasons are kept, nothing personal with them.
    expect(await db().select().from(accountDeletions).where(eq(accountDeletions.accountId, session.accountId))).toEqual(
      [
        {
          accountId: session.accountId,
          buId: '97',
          custType: 'C',
          reasons: ['no_longer_using', 'technical_issues'],
          comment: 'Moving abroad',
          deletedAt: expect.any(Date),
        },
      ],
    );
    // The address is free again.
    expect((await registerAs(newcomer(email))).ok).toBe(true);
  });

  it('takes each of the ten reasons, and refuses none, an unknown one or one twice', async () => {
    const session = await newMember('ten.reasons@example.com');
    const call = (reasons: string[]) =>
      session.client.call(deleteAccount, { custId: session.custId, reasons: reasons as never });
    expect(await call([])).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 40000, issues: [{ path: 'reasons' }] },
    });
    expect(await call(['bored'])).toMatchObject({ ok: false, error: { code: 40000 } });
    expect(await call(['technical_issues', 'technical_issues'])).toMatchObject({ ok: false, error: { code: 40000 } });
    expect(
      await session.client.call(deleteAccount, {
        custId: session.custId,
        reasons: ['technical_issues'],
        comment: 'x'.repeat(501),
      }),
    ).toMatchObject({ ok: false, error: { code: 40000, issues: [{ path: 'comment' }] } });
    expect(DELETE_ACCOUNT_REASONS).toHaveLength(10);
    expect(await call([...DELETE_ACCOUNT_REASONS])).toMatchObject({ ok: true });
  });

  it("is refused where the unit's switch is off, for a salesman, and for another customer's id", async () => {
    const session = await newMember('switch.off@example.com');
    await setUnitFeatures(api, '97', { accountDeletion: false });
    try {
      expect(
        await session.client.call(deleteAccount, { custId: session.custId, reasons: ['no_longer_using'] }),
      ).toEqual({
        ok: false,
        status: 400,
        error: { code: 10127, message: 'Accounts cannot be deleted in this shop.' },
      });
    } finally {
      await setUnitFeatures(api, '97', { accountDeletion: true });
    }
    const salesman = await salesmenKit(() => api).signedIn(DEMO.salesman250);
    expect(
      await salesman.client.call(deleteAccount, { custId: salesman.session.custId, reasons: ['switching_account'] }),
    ).toMatchObject({ ok: false, error: { code: 10128 } });
    const other = await api.signIn(DEMO.consumer97);
    expect(
      await session.client.call(deleteAccount, { custId: other.custId, reasons: ['no_longer_using'] }),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      await api.client().call(deleteAccount, { custId: session.custId, reasons: ['no_longer_using'] }),
    ).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('is refused while the wallet holds money or an order waits for its payment', async () => {
    const session = await newMember('has.money@example.com');
    member = { client: session.client, custId: session.custId };
    await db().transaction((tx) =>
      api.app.shopApi.services.wallets.credit(tx, session.accountId, '97', 1500, 'test-cashback-1', 'C'),
    );
    expect(
      await session.client.call(deleteAccount, { custId: session.custId, reasons: ['no_longer_using'] }),
    ).toMatchObject({
      ok: false,
      error: { code: 10129 },
    });

    const waiting = await newMember('order.waiting@example.com');
    member = { client: waiting.client, custId: waiting.custId };
    const order = await created([digital()]);
    await db().update(orders).set({ status: '041' }).where(eq(orders.orderNo, order.orderNo));
    expect(
      await waiting.client.call(deleteAccount, { custId: waiting.custId, reasons: ['no_longer_using'] }),
    ).toMatchObject({
      ok: false,
      error: { code: 10130 },
    });
    // Still signed in: nothing was deleted.
    expect(await waiting.client.call(getMemberProfile, { custId: waiting.custId })).toMatchObject({ ok: true });
  });
});

describe("a unit's figures (development only)", () => {
  it('answers loopback clients only, for a valid unit id', async () => {
    const proxied = await fetch(`${api.baseUrl}/dev/unit-figures?buId=97`, {
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(proxied.status).toBe(404);
    const invalid = await fetch(`${api.baseUrl}/dev/unit-figures?buId=${encodeURIComponent('../x')}`);
    expect(invalid.status).toBe(400);
  });
});

describe('email verification', () => {
  it('tells whether the address is verified and when a new email may be sent (59 s)', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    expect(await client.call(getEmailVerification, { custId })).toEqual({
      ok: true,
      status: 200,
      data: { email: DEMO.unvalidated97, verified: false, lastSentAt: null, resendInSeconds: 0 },
    });
    expect((await client.call(sendEmailVerification, { custId })).ok).toBe(true);
    expect(await client.call(getEmailVerification, { custId })).toMatchObject({
      data: { verified: false, lastSentAt: expect.any(Number), resendInSeconds: 59 },
    });
    expect(await client.call(sendEmailVerification, { custId })).toEqual({
      ok: false,
      status: 429,
      error: { code: 10131, message: 'Please wait before asking for a new email.', retryAfter: 59 },
    });
    api.advance(59_000);
    expect((await client.call(sendEmailVerification, { custId })).ok).toBe(true);
    const verified = await api.signIn(DEMO.consumer97);
    expect(await verified.client.call(getEmailVerification, { custId: verified.custId })).toMatchObject({
      data: { email: DEMO.consumer97, verified: true },
    });
  });
});
