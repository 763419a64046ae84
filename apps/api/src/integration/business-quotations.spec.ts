import { confirmOrder, getQuotationDetail, getQuotationOrders, orderQuotation, quoteOrder } from '@shop/contracts';
import { readPdf } from '../testing/document-readers';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BUSINESS, INVOICE_ADDRESS, businessKit, type BusinessSession } from './support/business-orders-kit';

// Quotations of business buyers (issue 18): emailed with their PDF, then accepted by ordering them
// within their validity, once (decision 0025).

let api: TestApi;
let enCompte: BusinessSession;
beforeAll(async () => {
  api = await startTestApi();
  enCompte = await kit.session(BUSINESS.enCompte);
});
afterAll(() => api.close());

const kit = businessKit(() => api);
const { line } = kit;

async function quoted(who: BusinessSession, lines = [line({ qty: 4, amount: 5000 })]) {
  const answer = await who.client.call(quoteOrder, { custId: who.custId, orderLines: lines });
  if (!answer.ok) throw new Error(`quotation refused: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

const accept = (who: BusinessSession, orderNo: string) =>
  who.client.call(orderQuotation, { custId: who.custId, orderNo });

describe('business quotations', () => {
  it('emails the quotation with its PDF to the receiver email', async () => {
    const receiverEmail = 'rh@transports-lefevre.com';
    const quotation = await quoted(enCompte, [line({ qty: 4, amount: 5000, receiverEmail })]);
    const [mail] = await kit.services().outbox.latestTo(receiverEmail);
    expect(mail.subject).toContain(quotation.orderNo);
    const [attachment, ...more] = await kit.services().outbox.attachmentsOf(mail.id);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({
      filename: `quotation-${quotation.orderNo}.pdf`,
      contentType: 'application/pdf',
    });
    const text = (await readPdf(new Uint8Array(attachment.content))).map((page) => page.text).join(' ');
    for (const shown of ['Quotation', quotation.orderNo, 'CSE Transports Lefèvre', 'Valid until', 'EUR 200.00'])
      expect(text).toContain(shown);
  });

  it('becomes one order at its quoted prices, paid as any order', async () => {
    const quotation = await quoted(enCompte);
    const ordered = await accept(enCompte, quotation.orderNo);
    if (!ordered.ok) throw new Error(ordered.error.message);
    expect(ordered.data).toMatchObject({
      orderAmtTot: quotation.orderAmtTot,
      grossAmount: quotation.grossAmount,
      orderLines: [{ itemCode: 'MC-CE-D', qty: 4, amount: 5000 }],
    });
    expect(ordered.data.orderNo).not.toBe(quotation.orderNo);
    const order = await kit.orderRow(ordered.data.orderNo);
    expect(order).toMatchObject({ kind: 'order', status: '03', fromQuotationNo: quotation.orderNo });
    expect(order.invoiceDetails).toMatchObject({ ...INVOICE_ADDRESS, companyName: 'CSE Transports Lefèvre' });
    expect(await accept(enCompte, quotation.orderNo)).toMatchObject({ ok: false, error: { code: 58033 } });

    const list = await enCompte.client.call(getQuotationOrders, { custId: enCompte.custId, page: 1 });
    expect(list.ok && list.data.quotationOrders.find((row) => row.orderNo === quotation.orderNo)).toMatchObject({
      orderedAs: ordered.data.orderNo,
    });
    const detail = await enCompte.client.call(getQuotationDetail, {
      custId: enCompte.custId,
      orderNo: quotation.orderNo,
    });
    expect(detail).toMatchObject({ ok: true, data: { orderedAs: ordered.data.orderNo } });

    const paying = await enCompte.client.call(confirmOrder, { orderNo: ordered.data.orderNo, paymentMean: '05' });
    expect(paying).toMatchObject({ ok: true, data: { status: '04' } });
    expect(await kit.review(ordered.data.orderNo)).toMatchObject({ outcome: 'confirmed' });
    expect(await kit.services().giftCards.findByOrder('250', ordered.data.orderNo)).toHaveLength(4);
  });

  it('is refused to an unverified business, and after its validity', async () => {
    const quotation = await quoted(enCompte);
    await kit.setAccount(BUSINESS.enCompte, { businessVerification: 'pending' });
    try {
      expect(await accept(enCompte, quotation.orderNo)).toMatchObject({ ok: false, error: { code: 58030 } });
    } finally {
      await kit.setAccount(BUSINESS.enCompte, { businessVerification: 'verified' });
    }
    const detail = await enCompte.client.call(getQuotationDetail, {
      custId: enCompte.custId,
      orderNo: quotation.orderNo,
    });
    if (!detail.ok) throw new Error(detail.error.message);
    api.advance(new Date(detail.data.validUntil).getTime() - api.app.shopApi.services.now() + 1000);
    const later = await kit.session(BUSINESS.enCompte);
    expect(await accept(later, quotation.orderNo)).toMatchObject({ ok: false, error: { code: 58032 } });
  });
});
