import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { ActiveSession } from '../auth/session-store';
import { DEMO, startTestApi, type TestApi } from '../../testing/test-api';
import { WALLET_TOP_UP_PAYMENT } from './wallet-top-up-payment';

let api: TestApi;
let member: ActiveSession;
let other: ActiveSession;
beforeAll(async () => {
  api = await startTestApi();
  const sessionOf = async (email: string): Promise<ActiveSession> => {
    const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
    return { sessionId: 0, accountId: account.id, custId: String(account.id), custType: 'C', buId: '97', expiresAt: 0 };
  };
  member = await sessionOf(DEMO.consumer97);
  other = await sessionOf(DEMO.unvalidated97);
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;
const failureCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { error?: { code: number } }) => error.error?.code,
  );

describe('the wallet top-up payment purpose', () => {
  it("answers what a requested top-up owes, to its member only, in the unit's currency", async () => {
    const topUp = await services().walletTopUps.request(member.accountId, '97', 5000, 'purpose-key-1');
    expect(await WALLET_TOP_UP_PAYMENT.payable(services(), String(topUp.id), member, '97')).toEqual({
      purpose: 'topupWallet',
      reference: String(topUp.id),
      buId: '97',
      accountId: member.accountId,
      amount: 5000,
      currency: 'AED',
      email: DEMO.consumer97,
    });
    for (const [reference, session, buId] of [
      [String(topUp.id), other, '97'],
      [String(topUp.id), null, '97'],
      [String(topUp.id), member, '250'],
      ['999999', member, '97'],
      ['not-a-number', member, '97'],
    ] as const)
      expect(await failureCode(WALLET_TOP_UP_PAYMENT.payable(services(), reference, session, buId))).toBe(57004);
  });

  it('credits the wallet once under the payment id, however often the payment settles', async () => {
    const topUp = await services().walletTopUps.request(member.accountId, '97', 6000, 'purpose-key-2');
    const before = (await services().wallets.balanceOf(member.accountId, '97')).balance;
    const payable = await WALLET_TOP_UP_PAYMENT.payable(services(), String(topUp.id), member, '97');
    const payment = { ...payable, paymentId: 'PAY-TOPUP-2', paymentMean: 'C04' };
    await Promise.all(
      [1, 2, 3].map(() => db().transaction((tx) => WALLET_TOP_UP_PAYMENT.settle(tx, services(), payment))),
    );
    const wallet = await services().wallets.balanceOf(member.accountId, '97');
    expect(wallet.balance).toBe(before + 6000);
    const movements = await services().wallets.movements(wallet.walletId ?? 0);
    expect(movements.filter((movement) => movement.reference === 'PAY-TOPUP-2')).toEqual([
      expect.objectContaining({ type: 'L', amount: 6000, balanceAfter: before + 6000 }),
    ]);
    expect(await services().walletTopUps.find(topUp.id)).toMatchObject({ status: 'Y', paymentId: 'PAY-TOPUP-2' });
    expect(await failureCode(WALLET_TOP_UP_PAYMENT.payable(services(), String(topUp.id), member, '97'))).toBe(57005);
  });

  it('refuses to settle a payment of another amount, crediting nothing', async () => {
    const topUp = await services().walletTopUps.request(member.accountId, '97', 7000, 'purpose-key-3');
    const before = (await services().wallets.balanceOf(member.accountId, '97')).balance;
    const payable = await WALLET_TOP_UP_PAYMENT.payable(services(), String(topUp.id), member, '97');
    const payment = { ...payable, amount: 100, paymentId: 'PAY-TOPUP-3', paymentMean: 'C04' };
    await expect(db().transaction((tx) => WALLET_TOP_UP_PAYMENT.settle(tx, services(), payment))).rejects.toThrow(
      'asked 7000',
    );
    expect((await services().wallets.balanceOf(member.accountId, '97')).balance).toBe(before);
    expect(await services().walletTopUps.find(topUp.id)).toMatchObject({ status: 'R' });
  });

  it('cancels a released top-up (N), and still credits it when its payment is confirmed after all', async () => {
    const topUp = await services().walletTopUps.request(member.accountId, '97', 8000, 'purpose-key-4');
    const payable = await WALLET_TOP_UP_PAYMENT.payable(services(), String(topUp.id), member, '97');
    await WALLET_TOP_UP_PAYMENT.release(services(), payable, 'PAY-TOPUP-4');
    expect(await services().walletTopUps.find(topUp.id)).toMatchObject({ status: 'N' });
    expect(await failureCode(WALLET_TOP_UP_PAYMENT.payable(services(), String(topUp.id), member, '97'))).toBe(57005);

    const before = (await services().wallets.balanceOf(member.accountId, '97')).balance;
    const payment = { ...payable, paymentId: 'PAY-TOPUP-4', paymentMean: 'C04' };
    await db().transaction((tx) => WALLET_TOP_UP_PAYMENT.settle(tx, services(), payment));
    expect((await services().wallets.balanceOf(member.accountId, '97')).balance).toBe(before + 8000);
    expect(await services().walletTopUps.find(topUp.id)).toMatchObject({ status: 'Y' });
  });

  it('keeps one request per client key', async () => {
    const first = await services().walletTopUps.request(member.accountId, '97', 9000, 'purpose-key-5');
    const again = await services().walletTopUps.request(member.accountId, '97', 9000, 'purpose-key-5');
    expect(again.id).toBe(first.id);
  });
});
