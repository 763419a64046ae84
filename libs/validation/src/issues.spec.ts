import * as v from 'valibot';
import { firstErrorMessage, toFieldErrors, validate } from './issues';
import { messageRef } from './message-ref';
import { maxChars, requiredString } from './text-rules';

const schema = v.object(
  { name: requiredString, note: v.pipe(v.string(), maxChars(3)), list: v.array(v.string('plain text')) },
  messageRef('required'),
);

describe('validate', () => {
  it('returns the output when the input passes', () => {
    expect(validate(schema, { name: 'Ann', note: 'abc', list: [] })).toEqual({
      success: true,
      output: { name: 'Ann', note: 'abc', list: [] },
    });
  });

  it('returns each failed rule with its path, key, params and English text', () => {
    expect(validate(schema, { name: '', note: 'abcd', list: ['ok', 1] })).toEqual({
      success: false,
      errors: [
        { path: 'name', key: 'required', message: 'This field is required.' },
        { path: 'note', key: 'lessThan', params: { num: 3 }, message: 'Must be less than 3 characters.' },
        { path: 'list.1', message: 'plain text' },
      ],
    });
  });

  it('reports a missing field as required at its path, and a missing body at the root', () => {
    const missing = validate(schema, { note: '', list: [] });
    expect(missing.success || missing.errors).toEqual([
      { path: 'name', key: 'required', message: 'This field is required.' },
    ]);
    const none = validate(schema, undefined);
    expect(none.success || none.errors).toEqual([{ path: '', key: 'required', message: 'This field is required.' }]);
  });

  it('renders through the translate function when one is given', () => {
    const t = (key: string) => `[${key}]`;
    const result = validate(schema, { name: ' ', note: '', list: [] }, t);
    expect(result.success || result.errors).toEqual([
      { path: 'name', key: 'onlyBlankspaces', message: '[validation:onlyBlankspaces]' },
    ]);
  });
});

describe('toFieldErrors', () => {
  it('maps raw valibot issues', () => {
    const result = v.safeParse(requiredString, '');
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.issues ?? [])).toEqual([
      { path: '', key: 'required', message: 'This field is required.' },
    ]);
  });
});

describe('firstErrorMessage', () => {
  it('gives the first message of a failing field and undefined for a passing one', () => {
    expect(firstErrorMessage(requiredString, undefined)).toBe('This field is required.');
    expect(firstErrorMessage(requiredString, 'x')).toBeUndefined();
    expect(firstErrorMessage(requiredString, '', () => 'Ce champ est obligatoire.')).toBe('Ce champ est obligatoire.');
  });
});
