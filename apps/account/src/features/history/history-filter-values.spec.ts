import * as v from 'valibot';
import { EMPTY_FILTERS, historyFilterSchema } from './history-filter-values';

const schema = historyFilterSchema('The end date must not be before the begin date.');

describe('the history filters', () => {
  it('send only the fields filled in, the card number without its spaces', () => {
    const result = v.safeParse(schema, {
      ...EMPTY_FILTERS,
      cardNumber: '6000 0000 0000 0001',
      productName: '  Carrefour ',
    });
    expect(result.success && result.output).toEqual({ cardNumber: '6000000000000001', productName: 'Carrefour' });
  });

  it('refuse letters in the card number and an end before the begin, on those fields', () => {
    const result = v.safeParse(schema, {
      ...EMPTY_FILTERS,
      cardNumber: '6000-ABCD',
      dateBegin: '2026-11-20',
      dateEnd: '2026-11-01',
    });
    expect(result.success).toBe(false);
    const issues = result.issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? [];
    expect(issues).toEqual(expect.arrayContaining([['cardNumber', expect.stringContaining('numberOnly')]]));
  });

  it('refuse an end date before the begin date, naming the end date', () => {
    const result = v.safeParse(schema, { ...EMPTY_FILTERS, dateBegin: '2026-11-20', dateEnd: '2026-11-01' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['dateEnd', 'The end date must not be before the begin date.'],
    ]);
  });

  it('take one day as a period', () => {
    const result = v.safeParse(schema, { ...EMPTY_FILTERS, dateBegin: '2026-11-20', dateEnd: '2026-11-20' });
    expect(result.success && result.output).toEqual({ dateBegin: '2026-11-20', dateEnd: '2026-11-20' });
  });
});
