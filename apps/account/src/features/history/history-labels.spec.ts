import type { HistoryRecord } from '@shop/contracts';
import { hasInvoice, recordKindKey, statusLabelKey, statusOptions } from './history-labels';

describe('history status labels (spec 1 section 4)', () => {
  it('names every order code by its group', () => {
    expect(['03', '041', '044'].map((code) => statusLabelKey('O', code))).toEqual(
      Array(3).fill('history.statuses.requesting'),
    );
    expect(['09', '042', '091'].map((code) => statusLabelKey('O', code))).toEqual(
      Array(3).fill('history.statuses.confirmed'),
    );
    expect(statusLabelKey('O', '02')).toBe('history.statuses.canceled');
    expect(statusLabelKey('O', '04')).toBe('history.statuses.pending');
    expect(statusLabelKey('O', '099')).toBe('history.statuses.fullyReturned');
    expect(statusLabelKey('O', '098')).toBe('history.statuses.partiallyReturned');
  });

  it('names wallet Y N R and transfer 01 03, and knows no other code', () => {
    expect(['Y', 'N', 'R'].map((code) => statusLabelKey('M', code))).toEqual([
      'history.statuses.confirmed',
      'history.statuses.canceled',
      'history.statuses.requesting',
    ]);
    expect(statusLabelKey('T', '01')).toBe('history.statuses.request');
    expect(statusLabelKey('R', '03')).toBe('history.statuses.confirmed');
    expect(statusLabelKey('T', '09')).toBeUndefined();
  });

  it('offers each type its own codes to filter by', () => {
    expect(statusOptions('O')).toHaveLength(10);
    expect(statusOptions('M').map((option) => option.code)).toEqual(['Y', 'N', 'R']);
    expect(statusOptions('R').map((option) => option.code)).toEqual(['01', '03']);
  });

  it('names a wallet movement by what it did', () => {
    expect(
      recordKindKey({
        recordType: 'M',
        date: '2026-11-01T10:00:00.000Z',
        transactionType: 'L',
        status: 'Y',
        amount: 5000,
        balanceAfter: 5000,
        currency: 'AED',
        reference: 'p-1',
        cardNumber: '6000000000000001',
      }),
    ).toBe('history.movement.L');
  });
});

describe('which orders offer their invoice', () => {
  const order = (status: string, invoiceNo: string): HistoryRecord => ({
    recordType: 'O',
    orderNo: 'O1',
    date: '',
    status,
    quantity: 1,
    amount: 1,
    currency: 'EUR',
    paymentType: '03',
    productName: 'Card',
    deliveries: [],
    invoiceNo,
  });

  it('a paid order with an invoice number does', () => {
    expect(hasInvoice(order('09', '250-000001'))).toBe(true);
  });

  it('an order without a number, or not paid (any more), does not', () => {
    expect(hasInvoice(order('09', ''))).toBe(false);
    expect(hasInvoice(order('04', ''))).toBe(false);
    expect(hasInvoice(order('099', '250-000001'))).toBe(false);
  });
});
