import { downloadSalesmanCommission, getSalesmanCommission, salesmanCheckout } from '@shop/contracts';
import { readXlsx } from '../testing/document-readers';
import { startTestApi, type TestApi } from '../testing/test-api';
import { businessKit } from './support/business-orders-kit';
import { SALESMEN, salesmenKit } from './support/salesmen-kit';

// Issue 20: a salesman's commission statement per month, its totals and its xlsx download.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const kit = salesmenKit(() => api);
const business = businessKit(() => api);
const month = () => new Date(api.app.shopApi.services.now()).toISOString().slice(0, 7);

describe('the commission statement', () => {
  let orderNos: string[] = [];
  beforeAll(async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const custId = String((await business.accountOf(SALESMEN.atelier)).id);
    const placed = [];
    for (const request of [
      kit.order(custId),
      kit.order(custId, { paymentMean: '05', order: [kit.line({ qty: 1, commissionValue: 10 })] }),
    ]) {
      const answer = await client.call(salesmanCheckout, request);
      if (!answer.ok) throw new Error(`checkout refused: ${JSON.stringify(answer.error)}`);
      placed.push(answer.data.orderNo);
    }
    orderNos = placed;
    // The bank check arrives: the second order is paid, its commission earned.
    await business.review(orderNos[1]);
  });

  it('lists the month’s orders he placed with their amounts and commission, and what is earned', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const answer = await client.call(getSalesmanCommission, { month: month() });
    // Order 1: 2 x 100 EUR, 10 % off, 2 x 20 EUR fee = 220 EUR, 5 % of 180 = 9 EUR (waiting for the transfer).
    // Order 2: 100 EUR, 10 % off, 20 EUR fee = 110 EUR, 10 % of 90 = 9 EUR (paid).
    expect(answer).toMatchObject({
      ok: true,
      data: {
        month: month(),
        salesmanName: 'Julien Moreau',
        currency: 'EUR',
        orderCount: 2,
        orderAmount: 33000,
        commissionAmount: 1800,
        earnedCommissionAmount: 900,
      },
    });
    expect(answer.ok && answer.data.orders.map((order) => [order.orderNo, order.isPaid, order.companyName])).toEqual(
      expect.arrayContaining([
        [orderNos[0], false, 'Atelier Durand SAS'],
        [orderNos[1], true, 'Atelier Durand SAS'],
      ]),
    );
    const before = await client.call(getSalesmanCommission, { month: '2020-01' });
    expect(before).toMatchObject({ ok: true, data: { orderCount: 0, orders: [], commissionAmount: 0 } });
  });

  it('is his own: an admin may read it, another salesman may not read the admin’s', async () => {
    const julienId = String((await business.accountOf(SALESMEN.julien)).id);
    const claire = await kit.signedIn(SALESMEN.claire);
    expect(await claire.client.call(getSalesmanCommission, { month: month(), salesmanId: julienId })).toMatchObject({
      ok: true,
      data: { salesmanId: julienId, orderCount: 2 },
    });
    const claireId = String((await business.accountOf(SALESMEN.claire)).id);
    const julien = await kit.signedIn(SALESMEN.julien);
    expect(await julien.client.call(getSalesmanCommission, { month: month(), salesmanId: claireId })).toMatchObject({
      ok: false,
      error: { code: 58041 },
    });
    const customer = await business.session(SALESMEN.atelier);
    expect(await customer.client.call(getSalesmanCommission, { month: month() })).toMatchObject({
      ok: false,
      error: { code: 58040 },
    });
  });

  it('downloads as an xlsx with headings in the caller’s language and the same totals', async () => {
    const { session } = await kit.signedIn(SALESMEN.julien);
    const client = api.client({ buId: '250', language: 'fr', accessToken: session.accessToken });
    const answer = await client.download(downloadSalesmanCommission, { month: month() });
    if (!answer.ok) throw new Error(`download refused: ${JSON.stringify(answer.error)}`);
    expect(answer.data.filename).toMatch(/^commission-\d{4}-\d{2}-\d+\.xlsx$/);
    const [sheet] = readXlsx(new Uint8Array(await answer.data.blob.arrayBuffer()));
    const values = sheet.rows.map((row) => row.map((cell) => cell.value));
    expect(values[0][0]).toBe('Relevé de commissions');
    expect(values).toContainEqual([
      'Commande',
      'Date',
      'Client',
      'Paiement',
      'Montant de la commande (EUR)',
      'Commission (EUR)',
    ]);
    expect(values).toContainEqual([orderNos[1], expect.any(String), 'Atelier Durand SAS', 'Payée', 110, 9]);
    expect(values).toContainEqual(['Total', null, null, 2, 330, 18]);
    expect(values).toContainEqual(['Acquise (commandes payées)', null, null, null, null, 9]);
  });
});
