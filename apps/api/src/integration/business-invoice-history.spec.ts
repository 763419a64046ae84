import { confirmOrder, getMemberHistory, type HistoryRecord } from '@shop/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BUSINESS, businessKit, type BusinessSession } from './support/business-orders-kit';

// The order history says which orders have an invoice (invoiceNo), so the account offers the invoice
// PDF exactly for those (decision 0030): a business order gets its number when it is paid.

let api: TestApi;
let registered: BusinessSession;
beforeAll(async () => {
  api = await startTestApi();
  registered = await kit.session(BUSINESS.registered);
});
afterAll(() => api.close());

const kit = businessKit(() => api);

async function orderInHistory(who: BusinessSession, orderNo: string) {
  const answer = await who.client.call(getMemberHistory, { custId: who.custId, historyType: 'O' });
  if (!answer.ok) throw new Error(`history refused: ${JSON.stringify(answer.error)}`);
  const found = answer.data.transactionRecords.find(
    (record): record is Extract<HistoryRecord, { recordType: 'O' }> =>
      record.recordType === 'O' && record.orderNo === orderNo,
  );
  if (!found) throw new Error(`${orderNo} is not in the history`);
  return found;
}

describe('the invoice number in the order history', () => {
  it('is empty while a business order waits for its check, then the number of its invoice once paid', async () => {
    const order = await kit.created(registered, [kit.line({ qty: 2 })]);
    const confirmed = await registered.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '05' });
    expect(confirmed).toMatchObject({ ok: true, data: { status: '04' } });
    expect(await orderInHistory(registered, order.orderNo)).toMatchObject({ status: '04', invoiceNo: '' });

    expect(await kit.review(order.orderNo)).toMatchObject({ outcome: 'confirmed' });
    const paid = await orderInHistory(registered, order.orderNo);
    const { invoiceNo } = await kit.orderRow(order.orderNo);
    expect(invoiceNo).toMatch(/^250-\d{6}$/);
    expect(paid).toMatchObject({ status: '09', invoiceNo });
    // The number the history shows is the one the PDF it offers prints.
    expect(await kit.invoiceText(registered, order.orderNo)).toContain(`Invoice number ${invoiceNo}`);
  });

  it('is empty for an order never paid, and the invoice PDF is refused for it', async () => {
    const order = await kit.created(registered, [kit.line()]);
    expect(await orderInHistory(registered, order.orderNo)).toMatchObject({ invoiceNo: '' });
    await expect(kit.invoiceText(registered, order.orderNo)).rejects.toThrow(/58013/);
  });

  it('is only ever the member’s own: another business does not see the order at all', async () => {
    const order = await kit.created(registered, [kit.line()]);
    await registered.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '05' });
    await kit.review(order.orderNo);
    const other = await kit.session(BUSINESS.enCompte);
    await expect(orderInHistory(other, order.orderNo)).rejects.toThrow(/not in the history/);
  });
});
