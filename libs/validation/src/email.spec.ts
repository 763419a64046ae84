import { confirmEmailSchema, emailFormat, emailSchema } from './email';
import { validate } from './issues';
import { englishMessages, stringWith } from './spec-helpers';

describe('emailSchema', () => {
  it.each(['anna@example.com', 'a.b+c_d%e-f@mail.example.co', 'x@y.info', 'A@B.FR'])('accepts %p', (email) => {
    expect(englishMessages(emailSchema, email)).toEqual([]);
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'anna@example.museum',
    'an na@x.com',
    'anna@exa_mple.com',
    'anna@example.c0m',
  ])("rejects %p with 'not valid email format'", (email) => {
    expect(englishMessages(emailSchema, email)).toEqual(['not valid email format']);
  });

  it('is required', () => {
    expect(englishMessages(emailSchema, '')).toEqual(['This field is required.']);
  });

  it("has the 'The format is not right' wording", () => {
    expect(englishMessages(stringWith(emailFormat('formatNotRight')), 'nope')).toEqual(['The format is not right']);
  });
});

describe('confirmEmailSchema', () => {
  it('accepts a matching confirmation', () => {
    expect(englishMessages(confirmEmailSchema, { email: 'a@b.com', confirmEmail: 'a@b.com' })).toEqual([]);
  });

  it('puts a mismatch on the confirmation field', () => {
    const result = validate(confirmEmailSchema, { email: 'a@b.com', confirmEmail: 'a@c.com' });
    expect(result.success || result.errors).toEqual([
      { path: 'confirmEmail', key: 'emailMismatch', message: 'The emails do not match.' },
    ]);
  });

  it('reports a missing confirmation as required, not as a mismatch', () => {
    const result = validate(confirmEmailSchema, { email: 'a@b.com', confirmEmail: '' });
    expect(result.success || result.errors).toEqual([
      { path: 'confirmEmail', key: 'required', message: 'This field is required.' },
    ]);
  });
});
