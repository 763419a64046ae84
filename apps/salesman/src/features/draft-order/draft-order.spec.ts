import {
  DEFAULT_TERMS,
  LINE_DEFAULTS,
  addLine,
  draftTotals,
  removeLine,
  setTerms,
  type DraftLine,
  type DraftOrder,
} from './draft-order';

const line = (overrides: Partial<DraftLine> = {}): DraftLine => ({
  ...LINE_DEFAULTS,
  id: 'line-1',
  itemCode: 'MC-CE-D',
  productName: 'Carte Maison Cadeaux',
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
  ...overrides,
});

const draftOf = (...lines: DraftLine[]): DraftOrder => ({ lines, terms: DEFAULT_TERMS });

describe("the salesman's draft order", () => {
  it('adds his line discount and card-made fee per card, and his commission on the discounted cards', () => {
    // 2 × 50 EUR, 10 % off, 20 EUR per card to make it, 5 % of 90 EUR for him.
    expect(draftTotals(draftOf(line()))).toEqual({
      gross: 10000,
      discount: 1000,
      fees: 4000,
      total: 13000,
      cards: 2,
      commission: 450,
    });
  });

  it('waives the commission with the reward type none, and keeps the product discount without his rate', () => {
    const draft = setTerms(draftOf(line({ discountRate: null })), { rewardType: 'none' });
    expect(draftTotals(draft)).toMatchObject({ discount: 0, total: 14000, commission: 0 });
  });

  it('takes letter and extra fee discounts of type P (percent) and V (fixed per card, at most the fee)', () => {
    const fees = line({
      qty: 1,
      discountRate: null,
      cardMadeFee: 1500,
      letterPrice: 400,
      shipFeeDiscType: 'P',
      shipFeeDiscValue: 50,
      extraProductAmount: 300,
      extraFeeDiscType: 'V',
      extraFeeDiscValue: 500,
    });
    expect(draftTotals(draftOf(fees)).fees).toBe(1500 + 200 + 0);
  });

  it('lowers the free items with the cards when a line goes', () => {
    const draft = setTerms(addLine(draftOf(line()), line({ id: 'line-2', qty: 3 })), {
      freeItem: 'MC-BOX',
      freeItemQty: 5,
    });
    expect(removeLine(draft, 'line-2').terms.freeItemQty).toBe(2);
    expect(removeLine(draft, 'line-2').lines.map((kept) => kept.id)).toEqual(['line-1']);
  });
});
