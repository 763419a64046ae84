import { createOrder, downloadInvoice, type Language } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, orders } from '../../db/schema';
import { confirmOfflinePayment } from '../../features/orders/offline-payment-review';
import { readPdf } from '../../testing/document-readers';
import type { TestApi } from '../../testing/test-api';
import { INVOICE_ADDRESS } from './files-kit';
import type { Line } from './orders-kit';

export { INVOICE_ADDRESS };

/** The seeded business accounts of unit 250: Registered (contract 3) and En Compte (contract 2). */
export const BUSINESS = {
  registered: 'achats@atelier-durand.com',
  enCompte: 'cse@transports-lefevre.com',
} as const;

export type BusinessSession = Awaited<ReturnType<ReturnType<typeof businessKit>['session']>>;

/** What the business specs build on, with the test file's own API (started in its beforeAll). */
export function businessKit(current: () => TestApi) {
  const services = () => current().app.shopApi.services;
  const db = () => current().app.shopApi.database.db;

  async function accountOf(email: string) {
    const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
    return account;
  }

  /** A business member's session (they sign in on the business login page; a session stands for it). */
  async function session(email: string, language: Language = 'en') {
    const account = await accountOf(email);
    const tokens = await services().sessions.create(account.id);
    const client = current().client({ buId: '250', language, accessToken: tokens.accessToken });
    return { client, custId: String(account.id), accountId: account.id, email };
  }

  async function setAccount(email: string, changes: Partial<typeof accounts.$inferInsert>) {
    await db().update(accounts).set(changes).where(eq(accounts.email, email));
  }

  let receiverSeq = 0;
  /** One line of a business order: an email card of the business-only product, with the invoicing address. */
  const line = (overrides: Partial<Line> = {}): Line => ({
    itemCode: 'MC-CE-D',
    amount: 10000,
    qty: 1,
    deliverType: 'Email',
    senderName: 'Atelier Durand',
    receiverName: 'Camille Martin',
    receiverEmail: `salarie.b${(receiverSeq += 1)}@atelier-durand.com`,
    ...INVOICE_ADDRESS,
    ...overrides,
  });

  async function created(who: BusinessSession, lines: Line[]) {
    const answer = await who.client.call(createOrder, { custId: who.custId, orderLines: lines });
    if (!answer.ok) throw new Error(`creation refused: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }

  async function orderRow(orderNo: string) {
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
    return row;
  }

  /** A reviewer confirms the order's bank transfer or check (the command-line tool's function). */
  const review = (orderNo: string) => confirmOfflinePayment(services(), { buId: '250', orderNo, reviewer: 'spec' });

  /** The invoice PDF of a paid order as its pages' text, joined. */
  async function invoiceText(who: BusinessSession, orderNo: string) {
    const answer = await who.client.download(downloadInvoice, { custId: who.custId, orderNo });
    if (!answer.ok) throw new Error(`invoice refused: ${JSON.stringify(answer.error)}`);
    const pages = await readPdf(new Uint8Array(await answer.data.blob.arrayBuffer()));
    return pages.map((page) => page.text).join(' ');
  }

  return { services, db, accountOf, session, setAccount, line, created, orderRow, review, invoiceText };
}
