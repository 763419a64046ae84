import * as v from 'valibot';
import { chorusNumberSchema, freeText, fullNameSchema, hasFirstAndLastName, personNameSchema } from './names';
import { englishMessages, stringWith } from './spec-helpers';

describe('personNameSchema', () => {
  it('accepts names of any script, with spaces and hyphens', () => {
    for (const name of ['Anne', 'Jean-Luc', 'María José', 'محمد علي', '王芳']) {
      expect(englishMessages(personNameSchema, name)).toEqual([]);
    }
  });
  it("rejects digits with 'This field cannot accept numbers.'", () => {
    expect(englishMessages(personNameSchema, 'Anne2')).toEqual(['This field cannot accept numbers.']);
  });
  it.each(['Anne!', 'A@b', 'Ann_e', 'Anne.'])('rejects special characters in %p', (name) => {
    expect(englishMessages(personNameSchema, name)).toEqual(['This field cannot contain special characters.']);
  });
  it('is required', () => {
    expect(englishMessages(personNameSchema, '')).toEqual(['This field is required.']);
  });
});

describe('fullNameSchema', () => {
  it('accepts a first and last name separated by a space', () => {
    expect(englishMessages(fullNameSchema, 'Anne Dupont')).toEqual([]);
    expect(englishMessages(fullNameSchema, '  Anne   Marie Dupont ')).toEqual([]);
  });
  it('rejects a single word', () => {
    expect(hasFirstAndLastName('Anne ')).toBe(false);
    expect(englishMessages(fullNameSchema, 'Anne')).toEqual(['Enter a first and last name separated by a space.']);
  });
  it('reports an empty name as required only', () => {
    expect(englishMessages(fullNameSchema, '')).toEqual(['This field is required.']);
  });
  it('still rejects digits and special characters', () => {
    expect(englishMessages(fullNameSchema, 'Anne 2')).toEqual(['This field cannot accept numbers.']);
    expect(englishMessages(fullNameSchema, 'Anne $mith')).toEqual(['This field cannot contain special characters.']);
  });
});

describe('freeText', () => {
  const schema = stringWith(freeText());
  it('allows letters, digits, spaces, dots and commas', () => {
    expect(englishMessages(schema, 'Rue de la Paix 12, Paris.\nÉtage 3')).toEqual([]);
  });
  it.each(['50%', 'a&b', 'hi!', 'x/y', "l'eau", '#1'])('rejects special characters in %p', (input) => {
    expect(englishMessages(schema, input)).toEqual(['This field cannot contain special characters.']);
  });
});

describe('chorusNumberSchema', () => {
  it('is optional', () => {
    expect(v.parse(chorusNumberSchema, undefined)).toBeUndefined();
  });
  it('accepts letters, digits, slash and hyphen', () => {
    expect(englishMessages(chorusNumberSchema, 'EJ-2024/0042')).toEqual([]);
  });
  it.each(['EJ 2024', 'EJ_1', 'EJ.1', 'É1'])('rejects %p', (input) => {
    expect(englishMessages(chorusNumberSchema, input)).toEqual(['Format should be A-Z 0-9 / -']);
  });
});
