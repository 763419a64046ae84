import { DEFAULT_TERMS, LINE_DEFAULTS, type DraftLine } from '../draft-order/draft-order';
import { salesmanOrderRequest } from './salesman-order';

const line: DraftLine = {
  ...LINE_DEFAULTS,
  id: 'line-1',
  itemCode: 'MC-CE-D',
  productName: 'Carte',
  amount: 5000,
  qty: 2,
  discountRate: 10,
  cardMadeFee: 2000,
  letterPrice: 0,
  extraProductAmount: 0,
  shipFeeDiscType: '',
  shipFeeDiscValue: 0,
  extraFeeDiscType: '',
  extraFeeDiscValue: 0,
  senderName: 'Sophie Durand',
  senderEmail: 'achats@atelier-durand.com',
  receiverName: 'Équipe',
  receiverEmail: 'equipe@atelier-durand.com',
};

describe('the salesman checkout payload', () => {
  it("carries the spec's fields and, on every line, his discount, fee and commission", () => {
    const request = salesmanOrderRequest(
      {
        lines: [line],
        terms: { ...DEFAULT_TERMS, orderImageUrl: '/files/img.png', freeItem: 'MC-BOX', freeItemQty: 1 },
      },
      { buId: '250', custId: '2001', tempId: 'draft-1' },
    );
    expect(request).toMatchObject({
      aggregatorBuId: '250',
      custId: '2001',
      orderImageUrl: '/files/img.png',
      freeItem: 'MC-BOX',
      freeItemQty: 1,
      rewardType: 'commission',
      tempId: 'draft-1',
    });
    expect(request.order).toEqual([
      expect.objectContaining({
        itemCode: 'MC-CE-D',
        amount: 5000,
        qty: 2,
        deliverType: 'Email',
        discountRate: 10,
        cardMadeFee: 2000,
        commissionType: 'P',
        commissionValue: 5,
        receiverEmail: 'equipe@atelier-durand.com',
      }),
    ]);
  });

  it('sends no commission when he waives it, and no free quantity without a free item', () => {
    const request = salesmanOrderRequest(
      { lines: [line], terms: { ...DEFAULT_TERMS, rewardType: 'none', freeItemQty: 3 } },
      { buId: '250', custId: '2001', tempId: 'draft-1' },
    );
    expect(request.order[0]).toMatchObject({ commissionValue: 0 });
    expect(request).toMatchObject({ rewardType: 'none', freeItem: '', freeItemQty: 0 });
  });

  it('sends a posted line with its letter, address, extra product and fee discounts', () => {
    const posted: DraftLine = {
      ...line,
      itemCode: 'MC-SALARIES-P',
      deliverType: 'Physical',
      letterTypeId: 2,
      letterPrice: 250,
      extraItemCode: 'MC-EXTRA-CARTE',
      extraProductAmount: 350,
      shipFeeDiscType: 'V',
      shipFeeDiscValue: 100,
      extraFeeDiscType: 'P',
      extraFeeDiscValue: 50,
      receiverEmail: '',
      receiverAddress: '12 rue des Lilas',
      receiverZipCode: '75011',
      receiverCity: 'Paris',
      receiverCountryCode: 'FR',
    };
    const request = salesmanOrderRequest(
      { lines: [posted], terms: DEFAULT_TERMS },
      { buId: '250', custId: '2001', tempId: 'draft-1' },
    );
    expect(request.order[0]).toMatchObject({
      deliverType: 'Physical',
      letterTypeId: 2,
      extraItemCode: 'MC-EXTRA-CARTE',
      shipFeeDiscType: 'V',
      shipFeeDiscValue: 100,
      extraFeeDiscType: 'P',
      extraFeeDiscValue: 50,
      receiverAddress: '12 rue des Lilas',
      receiverZipCode: '75011',
      receiverCity: 'Paris',
      receiverCountryCode: 'FR',
    });
  });
});
