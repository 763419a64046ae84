import type { Database } from '../../db/database';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import type { Payable } from './payable';
import { PaymentStore } from './payment-store';

let database: Database;
let close: () => Promise<void>;
let store: PaymentStore;
const now = () => Date.parse('2026-11-22T12:00:00Z');

beforeAll(async () => {
  ({ database, close } = await openRepositoryTestDatabase(['97']));
  store = new PaymentStore(database.db, now);
});
afterAll(() => close());

const payable = (reference: string): Payable => ({
  purpose: 'order',
  reference,
  buId: '97',
  accountId: null,
  amount: 5_000,
  currency: 'AED',
  email: 'buyer@example.com',
});
const details = (creationKey: string) => ({ provider: 'UpstreamPay', paymentMethod: 'C04', creationKey });
const paid = { paymentMean: 'C04', cardToken: 'tok_1' };

describe('the payments table', () => {
  it('opens one payment per creation key, with an unguessable id', async () => {
    const first = await store.open(payable('R1'), details('key-1'));
    const again = await store.open(payable('R1'), details('key-1'));
    const other = await store.open(payable('R1'), details('key-2'));
    expect(first.id).toMatch(/^pay_[A-Za-z0-9_-]{22}$/);
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect((await store.openFor('97', 'order', 'R1')).map((row) => row.id)).toEqual([first.id, other.id]);
  });

  it('lets exactly one of many concurrent claims through', async () => {
    const payment = await store.open(payable('R2'), details('key-1'));
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.transaction((tx) => store.claimTaken(tx, payment.id, 'succeeded', paid)),
      ),
    );
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
    expect(await store.close(payment.id, 'failed', 'declined')).toBeNull();
    expect(await store.find(payment.id)).toMatchObject({ state: 'succeeded', cardToken: 'tok_1' });
  });

  it('refuses a second succeeded payment of the same thing, and a provider id used twice', async () => {
    const one = await store.open(payable('R3'), details('key-1'));
    const two = await store.open(payable('R3'), details('key-2'));
    await database.db.transaction((tx) => store.claimTaken(tx, one.id, 'succeeded', paid));
    await expect(database.db.transaction((tx) => store.claimTaken(tx, two.id, 'succeeded', paid))).rejects.toThrow();
    expect((await store.find(two.id))?.state).toBe('created');
    await store.attachProvider(one.id, {
      providerPaymentId: 'psp_same',
      redirectUrl: 'http://psp/x',
      returnMacHash: null,
    });
    await expect(
      store.attachProvider(two.id, { providerPaymentId: 'psp_same', redirectUrl: 'http://psp/y', returnMacHash: null }),
    ).rejects.toThrow();
  });

  it('closes an open payment once and never reopens a closed one', async () => {
    const payment = await store.open(payable('R4'), details('key-1'));
    await store.markPending(payment.id);
    expect((await store.close(payment.id, 'canceled', 'canceled'))?.state).toBe('canceled');
    expect(await store.close(payment.id, 'failed', 'declined')).toBeNull();
    await store.markPending(payment.id);
    expect(await database.db.transaction((tx) => store.claimTaken(tx, payment.id, 'succeeded', paid))).toBeNull();
    expect(await store.find(payment.id)).toMatchObject({ state: 'canceled', failureReason: 'canceled' });
  });
});

describe('the state machine in the database (decision 0020)', () => {
  it('moves money taken for what cannot take it to refund_due, then refunded, once', async () => {
    const payment = await store.open(payable('R5'), details('key-1'));
    const due = await database.db.transaction((tx) => store.claimTaken(tx, payment.id, 'refund_due', paid));
    expect(due).toMatchObject({ state: 'refund_due' });
    expect((await store.refundsDue()).map((row) => row.id)).toContain(payment.id);
    const refunded = await database.db.transaction((tx) => store.markRefunded(tx, payment.id, 're_1'));
    expect(refunded).toMatchObject({ state: 'refunded', refundId: 're_1' });
    expect(await database.db.transaction((tx) => store.markRefunded(tx, payment.id, 're_2'))).toBeNull();
    expect((await store.find(payment.id))?.refundId).toBe('re_1');
  });

  it('refuses any move the machine does not have, whoever asks', async () => {
    const payment = await store.open(payable('R6'), details('key-1'));
    await store.close(payment.id, 'failed', 'declined');
    const reopen = database.withConnection((connection) =>
      connection.rows("UPDATE payments SET state = 'pending', finalised_at = NULL WHERE id = $1", [payment.id]),
    );
    await expect(reopen).rejects.toThrow(/cannot move from failed to pending/);
    const refundUnpaid = database.withConnection((connection) =>
      connection.rows("UPDATE payments SET state = 'refunded', refund_id = 'x', refunded_at = now() WHERE id = $1", [
        payment.id,
      ]),
    );
    await expect(refundUnpaid).rejects.toThrow(/cannot move from failed to refunded/);
  });
});
