import { companyQuerySchema, hasAtLeastOneCriterion } from './company-query';
import { englishMessages } from './spec-helpers';

const NONE = 'At least input one criteria to query your company';

describe('company query', () => {
  it('accepts one filled criterion', () => {
    expect(englishMessages(companyQuerySchema, { companyName: 'Acme', sirenNumber: '' })).toEqual([]);
    expect(englishMessages(companyQuerySchema, { zipCode: '75001' })).toEqual([]);
  });

  it.each([[{}], [{ companyName: '', sirenNumber: '   ' }], [{ companyName: undefined }]])('rejects %p', (criteria) => {
    expect(englishMessages(companyQuerySchema, criteria)).toEqual([NONE]);
  });

  it('rejects a body that is not a set of criteria', () => {
    expect(englishMessages(companyQuerySchema, null)).toEqual([NONE]);
  });

  it('counts numbers as criteria', () => {
    expect(hasAtLeastOneCriterion({ numberOfEmployees: 0 })).toBe(true);
    expect(hasAtLeastOneCriterion({ flag: null })).toBe(false);
  });
});
