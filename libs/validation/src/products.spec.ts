import * as v from 'valibot';
import { isPhysicalKind, mixesPhysicalAndDigital, noMixedProductKinds } from './products';
import { englishMessages } from './spec-helpers';

describe('physical and digital products', () => {
  it('knows physical kinds', () => {
    expect(isPhysicalKind('P')).toBe(true);
    expect(isPhysicalKind('CP')).toBe(true);
    expect(isPhysicalKind('D')).toBe(false);
  });

  it('spots a mix', () => {
    expect(mixesPhysicalAndDigital(['D', 'P'])).toBe(true);
    expect(mixesPhysicalAndDigital(['CP', 'D'])).toBe(true);
    expect(mixesPhysicalAndDigital(['P', 'CP'])).toBe(false);
    expect(mixesPhysicalAndDigital(['D', 'D', undefined, ''])).toBe(false);
    expect(mixesPhysicalAndDigital([])).toBe(false);
  });

  const lines = v.pipe(v.array(v.object({ kind: v.optional(v.string()) })), noMixedProductKinds());
  it('rejects an order mixing them', () => {
    expect(englishMessages(lines, [{ kind: 'D' }, { kind: 'P' }])).toEqual([
      'Physical and digital products cannot be mixed in one order.',
    ]);
  });
  it('accepts a single kind of product', () => {
    expect(englishMessages(lines, [{ kind: 'P' }, { kind: 'CP' }, {}])).toEqual([]);
  });
});
