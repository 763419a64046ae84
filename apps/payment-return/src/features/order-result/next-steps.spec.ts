import type { OrderResult } from '@shop/contracts';
import { nextStepsOf, todayIn } from './next-steps';

const line = (overrides: Partial<OrderResult['orderLines'][number]> = {}): OrderResult['orderLines'][number] => ({
  lineNo: 1,
  productName: 'Card',
  kind: 'D',
  qty: 1,
  amount: 100,
  lineTotal: 100,
  deliverType: 'Email',
  deliverDate: '',
  deliverTimeZone: '',
  ...overrides,
});
const order = (lines: OrderResult['orderLines'], overrides: Partial<OrderResult> = {}) =>
  ({ orderLines: lines, isUnlocked: true, ...overrides }) as OrderResult;
const NOW = new Date('2026-11-23T22:30:00Z');

describe('what happens next', () => {
  it('says each kind of delivery once', () => {
    const steps = nextStepsOf(
      order([
        line(),
        line({ lineNo: 2 }),
        line({ lineNo: 3, deliverType: 'SMS' }),
        line({ lineNo: 4, deliverType: 'Zip' }),
      ]),
      NOW,
    );
    expect(steps).toEqual([{ key: 'next.now.email' }, { key: 'next.now.sms' }, { key: 'next.document' }]);
  });

  it('counts a delivery date in its own time zone: already today in Dubai, still tomorrow in Honolulu', () => {
    expect(todayIn('Asia/Dubai', NOW)).toBe('2026-11-24');
    expect(todayIn('Pacific/Honolulu', NOW)).toBe('2026-11-23');
    expect(todayIn('Not/AZone', NOW)).toBe('2026-11-23');
    const steps = nextStepsOf(
      order([
        line({ deliverType: 'BOTH', deliverDate: '2026-11-24', deliverTimeZone: 'Asia/Dubai' }),
        line({ deliverType: 'BOTH', deliverDate: '2026-11-24', deliverTimeZone: 'Pacific/Honolulu' }),
      ]),
      NOW,
    );
    expect(steps).toEqual([{ key: 'next.now.both' }, { key: 'next.scheduled.both', values: { date: '2026-11-24' } }]);
  });

  it('says posted cards are locked until unlocked, then that they are unlocked', () => {
    expect(nextStepsOf(order([line({ kind: 'P' })], { isUnlocked: false }), NOW)).toEqual([{ key: 'next.post' }]);
    expect(nextStepsOf(order([line({ kind: 'CP' })]), NOW)).toEqual([{ key: 'next.postUnlocked' }]);
  });
});
