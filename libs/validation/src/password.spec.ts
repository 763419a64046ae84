import { passwordChecks, passwordSchema } from './password';
import { englishMessages } from './spec-helpers';

describe('passwordSchema', () => {
  it('accepts 8+ characters with a lowercase and an uppercase letter and no space', () => {
    expect(englishMessages(passwordSchema, 'Abcdefgh')).toEqual([]);
    expect(englishMessages(passwordSchema, 'Ünïcode1x')).toEqual([]);
  });

  it("says 'At least 1 lowercase'", () => {
    expect(englishMessages(passwordSchema, 'ABCDEFGH')).toEqual(['At least 1 lowercase']);
  });

  it("says 'At least 1 uppercase'", () => {
    expect(englishMessages(passwordSchema, 'abcdefgh')).toEqual(['At least 1 uppercase']);
  });

  it("says 'No space'", () => {
    expect(englishMessages(passwordSchema, 'Abcd efgh')).toEqual(['No space']);
  });

  it('says when it is shorter than 8 characters', () => {
    expect(englishMessages(passwordSchema, 'Abcdefg')).toEqual(['At least 8 characters']);
  });

  it('reports every unmet requirement, in order', () => {
    expect(englishMessages(passwordSchema, ' ')).toEqual([
      'At least 8 characters',
      'At least 1 lowercase',
      'At least 1 uppercase',
      'No space',
    ]);
  });

  it('is required', () => {
    expect(englishMessages(passwordSchema, '')).toEqual(['This field is required.']);
    expect(englishMessages(passwordSchema, undefined)).toEqual(['This field is required.']);
  });
});

describe('passwordChecks', () => {
  it('reports each requirement for a checklist', () => {
    expect(passwordChecks('abc D')).toEqual({ length: false, lowercase: true, uppercase: true, noSpace: false });
    expect(passwordChecks('Abcdefgh')).toEqual({ length: true, lowercase: true, uppercase: true, noSpace: true });
  });
});
