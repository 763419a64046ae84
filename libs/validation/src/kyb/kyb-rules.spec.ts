import { validate } from '../issues';
import { kybBankAccountSchema } from './bank-account';
import { kybCompanyInfoSchema } from './company-info';
import { checkKybDraft } from './drafts';
import { kybEmbargoSchema } from './embargo';
import { kybPersonListSchema, kybPersonSchema } from './persons';
import { stakesTotal, stakesWithinTotal } from './stakes';

const now = () => new Date('2026-11-27T12:00:00Z');
const options = {
  countries: ['FR', 'BE'],
  codes: {
    IND: ['RETAIL'],
    CLR: ['SAS'],
    ATO: ['ATO1'],
    ET: ['COMPANY'],
    NIR: ['NIR2'],
    ST_EKDR: ['PRIVATE'],
    OC: ['EXEC'],
    MIR: ['MIR1'],
    PAR: ['PAR1'],
  },
  now,
};

const person = (overrides: Record<string, unknown> = {}) => ({
  civility: 1,
  firstName: 'Claire',
  lastName: 'Durand',
  birthDate: '1980-04-12',
  birthCity: 'Lyon',
  nationality: 'FR',
  stake: 30,
  idDocumentType: 'PASSPORT',
  idDocumentFileId: '0123456789abcdef0123456789abcdef',
  taxResidence: 'FR',
  tin: '1234567890123',
  occupation: 'EXEC',
  monthlyIncomeRange: 'MIR1',
  assetsRange: 'PAR1',
  ...overrides,
});

const keysOf = (result: ReturnType<typeof validate>) =>
  result.success ? [] : result.errors.map((error) => `${error.path}:${error.key}`);

describe('KYB rules', () => {
  it('accepts a complete company and refuses a code not in its reference list', () => {
    const company = {
      companyName: 'Atelier Durand',
      sirenNumber: '732829320',
      firstAddress: '12 rue de la Paix',
      zipCode: '75002',
      city: 'Paris',
      country: 'FR',
      accountCategory: 'RETAIL',
      legalForm: 'SAS',
      annualTurnover: 'ATO1',
      entityType: 'COMPANY',
      netIncomeRange: 'NIR2',
      societyType: 'PRIVATE',
    };
    expect(validate(kybCompanyInfoSchema(options), company).success).toBe(true);
    expect(keysOf(validate(kybCompanyInfoSchema(options), { ...company, legalForm: 'LLC' }))).toEqual([
      'legalForm:kybReferenceCode',
    ]);
  });

  it('refuses a person under 18 (the day before the 18th birthday) and accepts one on it', () => {
    expect(keysOf(validate(kybPersonSchema('representative', options), person({ birthDate: '2008-11-28' })))).toEqual([
      'birthDate:kybPersonMinimumAge',
    ]);
    expect(validate(kybPersonSchema('representative', options), person({ birthDate: '2008-11-27' })).success).toBe(
      true,
    );
  });

  it('needs the uploaded ID document and a shareholder of 25 % or more', () => {
    expect(keysOf(validate(kybPersonSchema('shareholder', options), person({ idDocumentFileId: '' })))).toEqual([
      'idDocumentFileId:kybDocumentRequired',
    ]);
    expect(keysOf(validate(kybPersonSchema('shareholder', options), person({ stake: 24.99 })))).toEqual([
      'stake:kybShareholderStake',
    ]);
    expect(validate(kybPersonSchema('shareholder', options), person({ stake: '25,5' })).success).toBe(true);
    expect(keysOf(validate(kybPersonSchema('shareholder', options), person({ stake: 30.125 })))).toEqual([
      'stake:kybStakeRange',
    ]);
  });

  it('refuses stakes over 100 % in total, counting the other tab', () => {
    expect(stakesTotal([33.33, 33.33, 33.34])).toBe(100);
    expect(stakesWithinTotal([60, 40.01])).toBe(false);
    const list = kybPersonListSchema('shareholder', { ...options, otherStakes: [50] });
    expect(keysOf(validate(list, [person({ stake: 30 }), person({ stake: 25 })]))).toEqual([
      '0.stake:kybStakesTotal',
      '1.stake:kybStakesTotal',
    ]);
    expect(validate(list, [person({ stake: 50 })]).success).toBe(true);
    expect(keysOf(validate(kybPersonListSchema('representative', options), []))).toEqual([':kybRepresentativesCount']);
  });

  it('asks the four embargo answers, a scope 1 to 4 and details for a yes', () => {
    const answers = {
      activityInEmbargoedCountries: 'no',
      entitiesInEmbargoedCountries: 'no',
      sanctionedOwnersOrManagers: 'no',
      cardsForEmbargoedCountries: 'no',
    };
    expect(validate(kybEmbargoSchema(), { answers, entityScope: '2' }).success).toBe(true);
    expect(keysOf(validate(kybEmbargoSchema(), { answers, entityScope: 5 }))).toEqual(['entityScope:kybEntityScope']);
    expect(
      keysOf(
        validate(kybEmbargoSchema(), { answers: { ...answers, cardsForEmbargoedCountries: 'yes' }, entityScope: 1 }),
      ),
    ).toEqual(['details:kybEmbargoDetails']);
    expect(
      keysOf(validate(kybEmbargoSchema(), { answers: { ...answers, sanctionedOwnersOrManagers: '' }, entityScope: 1 })),
    ).toEqual(['answers.sanctionedOwnersOrManagers:kybEmbargoAnswer']);
  });

  it('checks the IBAN checksum and the BIC with ibantools, uppercase letters and digits only', () => {
    const bank = {
      accountHolder: 'ATELIERDURAND',
      bic: 'BNPAFRPPXXX',
      iban: 'FR7630006000011234567890189',
      currency: 'EUR',
    };
    expect(validate(kybBankAccountSchema(), bank).success).toBe(true);
    expect(keysOf(validate(kybBankAccountSchema(), { ...bank, iban: 'FR7630006000011234567890188' }))).toEqual([
      'iban:kybIbanInvalid',
    ]);
    expect(keysOf(validate(kybBankAccountSchema(), { ...bank, bic: 'BNPAFRP' }))).toEqual(['bic:kybBicInvalid']);
    expect(keysOf(validate(kybBankAccountSchema(), { ...bank, accountHolder: 'Atelier Durand' }))).toEqual([
      'accountHolder:format',
    ]);
    expect(keysOf(validate(kybBankAccountSchema(), { ...bank, currency: 'EURO' }))).toEqual(['currency:kybCurrency']);
  });

  describe('drafts', () => {
    it('keeps a half-filled company: only the present values are checked, the empty ones are listed', () => {
      const half = { companyName: 'Atelier Durand', sirenNumber: '732829320', city: 'Paris', legalForm: '' };
      const draft = checkKybDraft(kybCompanyInfoSchema(options), half);
      expect(draft).toMatchObject({ valid: true, complete: undefined, errors: [] });
      expect(draft.missing).toEqual([
        'firstAddress',
        'zipCode',
        'country',
        'accountCategory',
        'legalForm',
        'annualTurnover',
        'entityType',
        'netIncomeRange',
        'societyType',
      ]);
      const wrong = checkKybDraft(kybCompanyInfoSchema(options), { ...half, sirenNumber: '732829321' });
      expect(wrong.valid).toBe(false);
      expect(wrong.errors.map((error) => error.path)).toEqual(['sirenNumber']);
    });

    it('refuses a present wrong value of a half-filled person and stakes over 100 % even when incomplete', () => {
      const partial = { firstName: 'Claire', stake: 60, birthDate: '2010-01-01', idDocumentFileId: '' };
      const list = kybPersonListSchema('representative', { ...options, otherStakes: [50] });
      const draft = checkKybDraft(list, [partial]);
      expect(draft.errors.map((error) => `${error.path}:${error.key}`)).toEqual([
        '0.birthDate:kybPersonMinimumAge',
        '0.stake:kybStakesTotal',
      ]);
      expect(draft.missing).toContain('0.idDocumentFileId');
      expect(checkKybDraft(list, [{ firstName: 'Claire', stake: '' }]).valid).toBe(true);
      expect(checkKybDraft(kybPersonListSchema('representative', options), []).missing).toEqual(['']);
    });

    it('lets a draft bank account wait for its IBAN but not take a wrong one', () => {
      const bank = { accountHolder: 'ATELIERDURAND', bic: '', iban: '', currency: 'EUR' };
      expect(checkKybDraft(kybBankAccountSchema(), bank)).toMatchObject({ valid: true, missing: ['bic', 'iban'] });
      const wrong = checkKybDraft(kybBankAccountSchema(), { ...bank, iban: 'FR7630006000011234567890188' });
      expect(wrong.errors.map((error) => error.key)).toEqual(['kybIbanInvalid']);
    });
  });
});
