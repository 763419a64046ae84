import { confirmOrder, getOrderInvoice, uploadPaymentReceipt } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orderEvents } from '../db/schema';
import { formatMoney } from '../money/format-money';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BUSINESS, businessKit, type BusinessSession } from './support/business-orders-kit';
import { PNG } from './support/files-kit';

// Bank transfer (03) and bank check (05) of business orders, confirmed by a reviewer (the command-line
// tool's confirmOfflinePayment), and the numbered invoice every paid business order gets.

let api: TestApi;
let registered: BusinessSession;
beforeAll(async () => {
  api = await startTestApi();
  registered = await kit.session(BUSINESS.registered);
});
afterAll(() => api.close());

const kit = businessKit(() => api);
const { line, created, orderRow, review } = kit;

async function confirmed(paymentMean: '03' | '05', lines = [line({ qty: 2 })]) {
  const order = await created(registered, lines);
  const answer = await registered.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}

const invoiceNumber = async (orderNo: string) => (await orderRow(orderNo)).invoiceNo ?? '';
const sequenceOf = (invoiceNo: string) => Number(invoiceNo.split('-')[1]);

describe('bank transfer and bank check, confirmed by a reviewer', () => {
  it('keeps a transfer pending with its receipt, then the reviewer confirms it once', async () => {
    const order = await confirmed('03');
    const receipt = await registered.client.call(uploadPaymentReceipt, {
      custId: registered.custId,
      orderNo: order.orderNo,
      receiptImage: PNG.toString('base64'),
    });
    expect(receipt).toMatchObject({ ok: true, data: { status: '04' } });
    expect(await kit.services().giftCards.findByOrder('250', order.orderNo)).toHaveLength(0);

    const first = await review(order.orderNo);
    expect(first).toMatchObject({ outcome: 'confirmed', order: { status: '09', paymentMean: '03' } });
    const again = await review(order.orderNo);
    expect(again).toMatchObject({ outcome: 'already-confirmed' });
    expect(await kit.services().giftCards.findByOrder('250', order.orderNo)).toHaveLength(2);
    const row = await orderRow(order.orderNo);
    const paid = await kit.db().select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
    expect(paid.filter((event) => event.event === 'paid')).toEqual([
      expect.objectContaining({ amount: row.dueAmount, actor: 'reviewer:spec', paymentId: `transfer:${row.orderNo}` }),
    ]);
    expect(row.invoiceNo).toMatch(/^250-\d{6}$/);
  });

  it('keeps a check pending (04) with no receipt to upload, until the reviewer confirms it', async () => {
    const order = await confirmed('05');
    expect(order.status).toBe('04');
    expect(await orderRow(order.orderNo)).toMatchObject({ status: '04', paymentMean: '05', paymentWindowEndsAt: null });
    const receipt = await registered.client.call(uploadPaymentReceipt, {
      custId: registered.custId,
      orderNo: order.orderNo,
      receiptImage: PNG.toString('base64'),
    });
    expect(receipt).toMatchObject({ ok: false, error: { code: 58008 } });
    expect(await review(order.orderNo)).toMatchObject({ outcome: 'confirmed', order: { status: '09' } });
  });

  it('refuses what is not a transfer or check waiting for its money', async () => {
    const unconfirmed = await created(registered, [line()]);
    expect(await review(unconfirmed.orderNo)).toMatchObject({ outcome: 'refused' });
    const byCard = await created(registered, [line()]);
    await registered.client.call(confirmOrder, { orderNo: byCard.orderNo, paymentMean: 'C04' });
    expect(await review(byCard.orderNo)).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('C04') });
    expect(await review('ZZZZZZZZZZZZZZZZZZZZ')).toMatchObject({ outcome: 'refused' });
    expect(await orderRow(byCard.orderNo)).toMatchObject({ status: '041', invoiceNo: null });
  });
});

describe('invoices of paid business orders', () => {
  it('numbers them without a gap per unit, a rolled-back settlement taking its number back', async () => {
    const first = await confirmed('05');
    await review(first.orderNo);
    const before = sequenceOf(await invoiceNumber(first.orderNo));
    const rolledBack = await orderRow((await confirmed('05')).orderNo);
    await expect(
      kit.db().transaction(async (tx) => {
        await kit.services().orders.assignInvoiceNo(tx, rolledBack);
        throw new Error('settlement failed after numbering');
      }),
    ).rejects.toThrow('settlement failed');
    await review(rolledBack.orderNo);
    const third = await confirmed('03');
    await review(third.orderNo);
    expect([await invoiceNumber(rolledBack.orderNo), await invoiceNumber(third.orderNo)]).toEqual([
      `250-${String(before + 1).padStart(6, '0')}`,
      `250-${String(before + 2).padStart(6, '0')}`,
    ]);
  });

  it("prints the company's invoicing details, the unit's tax rates and the order's totals", async () => {
    const order = await confirmed('03', [line({ qty: 3, amount: 5000 }), line({ qty: 1, amount: 18300 })]);
    await review(order.orderNo);
    const row = await orderRow(order.orderNo);
    const data = await registered.client.call(getOrderInvoice, { custId: registered.custId, orderNo: order.orderNo });
    if (!data.ok) throw new Error(data.error.message);
    expect(data.data).toMatchObject({
      invoiceNo: row.invoiceNo,
      orderAmtTot: row.totalAmount,
      paidAmount: row.dueAmount,
      taxRates: { cardMadeTaxRate: 20, shippingTaxRate: 20 },
      invoiceDetails: { companyName: 'Atelier Durand SAS', vatNumber: 'FR75512345679', invoiceCity: 'Paris' },
    });
    expect(data.data.orderLines.reduce((sum, item) => sum + item.lineTotal, 0)).toBe(row.totalAmount);
    const text = await kit.invoiceText(registered, order.orderNo);
    for (const shown of [
      row.invoiceNo ?? 'no number',
      'Atelier Durand SAS',
      '18 rue de la Paix',
      '75002 Paris',
      'VAT number: FR75512345679',
      'Tax rates: fees 20 %, shipping 20 %',
      `Total ${formatMoney(row.totalAmount, 'EUR')}`,
      `Paid ${formatMoney(row.dueAmount, 'EUR')}`,
    ])
      expect(text).toContain(shown);
  });
});
