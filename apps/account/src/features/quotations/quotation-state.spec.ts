import { quotationCheckoutPath, quotationState } from './quotation-state';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const quotation = (validUntil: string, orderedAs = '') => ({ orderNo: 'Q1', validUntil, orderedAs });

describe('a quotation state', () => {
  it('is open until its validUntil instant, expired from it on', () => {
    expect(quotationState(quotation('2026-11-27T10:00:00.001Z'), NOW)).toBe('open');
    expect(quotationState(quotation('2026-11-27T10:00:00.000Z'), NOW)).toBe('expired');
    expect(quotationState(quotation('2026-10-01T00:00:00.000Z'), NOW)).toBe('expired');
  });

  it('is ordered once it became an order, even past its validity', () => {
    expect(quotationState(quotation('2026-10-01T00:00:00.000Z', 'O123'), NOW)).toBe('ordered');
    expect(quotationState(quotation('2026-12-01T00:00:00.000Z', 'O123'), NOW)).toBe('ordered');
  });

  it('stays orderable when the API sent no date it can read (the API refuses an expired one anyway)', () => {
    expect(quotationState(quotation(''), NOW)).toBe('open');
  });
});

describe('the checkout path of a quotation', () => {
  it('is the business checkout with the quotation number', () => {
    expect(quotationCheckoutPath('Q7K2M9P4R6T8V0X3Z001')).toBe('/b2b/buying/checkout?quotation=Q7K2M9P4R6T8V0X3Z001');
  });
});
