import { bankFieldSchema } from './bank';
import { englishMessages } from './spec-helpers';

describe('bankFieldSchema (account name, IBAN, Swift)', () => {
  it.each(['FR7630006000011234567890189', 'BNPAFRPP', 'ACMESAS'])('accepts %p', (value) => {
    expect(englishMessages(bankFieldSchema, value)).toEqual([]);
  });

  it.each(['fr7630006000011234567890189', 'FR76 3000 6000', 'ACME-SAS', 'ÉCOLE'])(
    'rejects %p: uppercase English letters and digits only',
    (value) => {
      expect(englishMessages(bankFieldSchema, value)).toEqual(['Format should be A-Z 0-9']);
    },
  );

  it('is required', () => {
    expect(englishMessages(bankFieldSchema, '')).toEqual(['This field is required.']);
  });
});
