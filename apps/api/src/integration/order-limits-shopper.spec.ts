import type { ApiClient } from '@shop/api-client';
import {
  confirmOrder,
  createOrder,
  downloadInvoice,
  downloadOrderCards,
  downloadSampleFile,
  type RequestOf,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { ORDER_PAYMENT } from '../features/orders/order-payment';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

// The shop's own limits on orders and downloads (decision 0060) never meet a shopper: with the default
// figures, and the test clock standing still (every call in one window, the strictest case), a busy
// member's and a hesitant guest's checkouts and downloads all go through.

let api: TestApi;
let member: Awaited<ReturnType<TestApi['signIn']>>;
beforeAll(async () => {
  api = await startTestApi({ rateLimits: DEFAULT_RATE_LIMITS });
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const line = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 1,
  deliverType: 'PDF',
  senderName: 'Layla Haddad',
  senderEmail: 'layla.haddad@example.com',
  receiverName: 'Omar Farouk',
  receiverEmail: 'omar.shopper@example.com',
  ...overrides,
});

async function created(client: ApiClient, lines: Line[]): Promise<string> {
  const answer = await client.call(createOrder, { orderLines: lines });
  if (!answer.ok) throw new Error(`creation refused: ${JSON.stringify(answer.error)}`);
  return answer.data.orderNo;
}

/** Paid as the provider's return settles it. */
async function paid(orderNo: string): Promise<void> {
  const confirmed = await member.client.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmation refused: ${JSON.stringify(confirmed.error)}`);
  const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
  const session = { accountId: account.id } as Parameters<typeof ORDER_PAYMENT.payable>[2];
  const payable = await ORDER_PAYMENT.payable(services(), orderNo, session, '97');
  await db().transaction((tx) =>
    ORDER_PAYMENT.settle(tx, services(), { ...payable, paymentId: `pay-${orderNo}`, paymentMean: 'C04' }),
  );
}

describe('a shopper under the default order and download limits', () => {
  it('a member changing the cart, paying three orders and saving every document goes through', async () => {
    // A cart changed twice before paying: three orders created, the last one paid; twice more the same day.
    const orderNos: string[] = [];
    for (let checkout = 0; checkout < 3; checkout += 1) {
      await created(member.client, [line({ qty: 1 })]);
      await created(member.client, [line({ qty: 2 })]);
      const orderNo = await created(member.client, [line({ qty: 3 })]);
      await paid(orderNo);
      orderNos.push(orderNo);
    }
    // Each invoice and card sheet saved, twice (a lost file downloaded again), and the large-order template.
    for (const orderNo of [...orderNos, ...orderNos]) {
      const document = { custId: member.custId, orderNo };
      expect(await member.client.download(downloadInvoice, document)).toMatchObject({ ok: true });
      expect(await member.client.download(downloadOrderCards, document)).toMatchObject({ ok: true });
    }
    for (const extension of ['xlsx', 'xls', 'csv'] as const) {
      expect(await member.client.download(downloadSampleFile, { extension })).toMatchObject({ ok: true });
    }
  });

  it('a guest whose payment failed twice orders again with the same email', async () => {
    const guest = api.client();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await created(guest, [line({ senderEmail: 'hesitant.guest@example.com', deliverType: 'Email' })]);
    }
  });
});
