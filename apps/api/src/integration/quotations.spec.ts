import {
  confirmOrder,
  getQuotationOrders,
  getQuotationDetail,
  disableQuotationOrder,
  quoteOrder,
} from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { ordersKit, type Member } from './support/orders-kit';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const { digital, created } = ordersKit(() => ({ api, member }));

describe('/order/quotation', () => {
  it('prices the lines, emails the quotation to the receiver and lists it for the member', async () => {
    const line = digital({ amount: 10000, qty: 3 });
    const answer = await member.client.call(quoteOrder, { orderLines: [line] });
    expect(answer).toMatchObject({ ok: true, data: { orderAmtTot: 30000 } });
    const [mail] = await api.outbox(line.receiverEmail ?? '');
    expect(mail.subject).toContain(answer.ok ? answer.data.orderNo : '');
    expect(mail.body).toContain('AED 300.00');
    const list = await member.client.call(getQuotationOrders, { custId: member.custId, page: 1 });
    expect(list).toMatchObject({
      ok: true,
      data: { quotationOrders: [{ orderNo: answer.ok ? answer.data.orderNo : '', quantity: 3, orderAmtTot: 30000 }] },
    });
    const pay = await member.client.call(confirmOrder, {
      orderNo: answer.ok ? answer.data.orderNo : '',
      paymentMean: 'C04',
    });
    expect(pay).toMatchObject({ ok: false, error: { code: 58012 } });
  });

  it("shows one of the member's quotations with its lines, and takes it off the list once", async () => {
    const line = digital({ amount: 10000, qty: 2, receiverName: 'Omar Farouk' });
    const quoted = await member.client.call(quoteOrder, { orderLines: [line] });
    if (!quoted.ok) throw new Error(quoted.error.message);
    const { orderNo } = quoted.data;
    const detail = await member.client.call(getQuotationDetail, { custId: member.custId, orderNo });
    expect(detail).toMatchObject({
      ok: true,
      data: {
        orderNo,
        currency: 'AED',
        orderAmtTot: quoted.data.orderAmtTot,
        orderLines: [{ lineNo: 1, itemCode: 'MJ-GROCERY-D', qty: 2, amount: 10000, receiverEmail: line.receiverEmail }],
      },
    });

    // Another member sees none of it, and cannot remove it.
    const other = await api.signIn(DEMO.consumer250, '250');
    const foreign = { custId: other.custId, orderNo };
    expect(await other.client.call(getQuotationDetail, foreign)).toMatchObject({ ok: false, error: { code: 58001 } });
    expect(await other.client.call(disableQuotationOrder, foreign)).toMatchObject({
      ok: false,
      error: { code: 58001 },
    });
    // An order that is not a quotation is not one.
    const order = await created([digital()]);
    const notQuotation = { custId: member.custId, orderNo: order.orderNo };
    expect(await member.client.call(getQuotationDetail, notQuotation)).toMatchObject({ error: { code: 58001 } });

    const removed = await member.client.call(disableQuotationOrder, { custId: member.custId, orderNo });
    expect(removed).toEqual({ ok: true, status: 200, data: { orderNo, isDisabled: true } });
    const again = await member.client.call(disableQuotationOrder, { custId: member.custId, orderNo });
    expect(again).toMatchObject({ ok: false, status: 404, error: { code: 58001 } });
    const list = await member.client.call(getQuotationOrders, { custId: member.custId, page: 1 });
    expect(list.ok && list.data.quotationOrders.map((quotation) => quotation.orderNo)).not.toContain(orderNo);
    expect(await member.client.call(getQuotationDetail, { custId: member.custId, orderNo })).toMatchObject({
      error: { code: 58001 },
    });
    // Another customer's id with this member's token.
    expect(await member.client.call(getQuotationDetail, { custId: '1', orderNo })).toMatchObject({
      error: { code: 40300 },
    });
  });
});
