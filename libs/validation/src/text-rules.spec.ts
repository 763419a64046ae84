import { englishMessages, stringWith } from './spec-helpers';
import {
  charCount,
  charsBetween,
  digitsOnly,
  englishOnly,
  lettersAndDigitsOnly,
  matchesFormat,
  maxChars,
  noNumbers,
  noSingleQuote,
  noControlCharacters,
  noSpace,
  notOnlyBlank,
  requiredString,
  twoToThirtyChars,
} from './text-rules';

describe('requiredString', () => {
  it.each([[''], [undefined], [null], [42]])("rejects %p with 'This field is required.'", (input) => {
    expect(englishMessages(requiredString, input)).toEqual(['This field is required.']);
  });

  it("rejects only blanks with 'This field cannot contain only blankspaces'", () => {
    expect(englishMessages(requiredString, '   ')).toEqual(['This field cannot contain only blankspaces']);
    expect(englishMessages(requiredString, '\t\n')).toEqual(['This field cannot contain only blankspaces']);
  });

  it('accepts text with content', () => {
    expect(englishMessages(requiredString, ' a ')).toEqual([]);
  });
});

describe('noControlCharacters', () => {
  const schema = stringWith(noControlCharacters());

  it.each([['a\u0000b'], ['\u0001'], ['line\u000Bbreak'], ['\u001B[31m'], ['del\u007F']])(
    "rejects %j with 'This field cannot contain control characters.'",
    (input) => {
      expect(englishMessages(schema, input)).toEqual(['This field cannot contain control characters.']);
    },
  );

  it('lets tab, line feed, carriage return and any printable text through', () => {
    expect(englishMessages(schema, 'Rue de la Paix\t12\r\nBâtiment B, 3ᵉ — 東京 ☺')).toEqual([]);
    expect(englishMessages(schema, '')).toEqual([]);
  });

  it('is part of requiredString, so every required form field refuses them', () => {
    expect(englishMessages(requiredString, 'layla\u0000@example.com')).toEqual([
      'This field cannot contain control characters.',
    ]);
  });
});

describe('notOnlyBlank', () => {
  it('lets the empty string through (presence is a separate rule)', () => {
    expect(englishMessages(stringWith(notOnlyBlank()), '')).toEqual([]);
  });
});

describe('digitsOnly', () => {
  const schema = stringWith(digitsOnly());
  it('accepts digits and the empty string', () => {
    expect(englishMessages(schema, '0123456789')).toEqual([]);
    expect(englishMessages(schema, '')).toEqual([]);
  });
  it.each(['12a', '1.5', '-1', '1 2', '١٢'])("rejects %p with 'This field can input number only.'", (input) => {
    expect(englishMessages(schema, input)).toEqual(['This field can input number only.']);
  });
});

describe('lettersAndDigitsOnly (the no-special-characters pattern)', () => {
  const schema = stringWith(lettersAndDigitsOnly());
  it('accepts letters of any script and digits', () => {
    expect(englishMessages(schema, 'Abc123')).toEqual([]);
    expect(englishMessages(schema, 'Élodie')).toEqual([]);
    expect(englishMessages(schema, 'محمد')).toEqual([]);
    expect(englishMessages(schema, '王芳')).toEqual([]);
  });
  it.each(['a b', "l'a", 'a"b', 'a$', 'a.b', 'a-b', 'a_b', 'a!'])(
    "rejects %p with 'This field can input letter and number only.'",
    (input) => {
      expect(englishMessages(schema, input)).toEqual(['This field can input letter and number only.']);
    },
  );
});

describe('noNumbers', () => {
  const schema = stringWith(noNumbers());
  it('accepts text without digits', () => {
    expect(englishMessages(schema, 'Jean-Luc Picard')).toEqual([]);
  });
  it.each(['R2D2', '7', 'abc٣'])("rejects %p with 'This field cannot accept numbers.'", (input) => {
    expect(englishMessages(schema, input)).toEqual(['This field cannot accept numbers.']);
  });
});

describe('noSpace', () => {
  const schema = stringWith(noSpace());
  it('accepts text without whitespace', () => {
    expect(englishMessages(schema, 'abc-def')).toEqual([]);
  });
  it.each(['a b', ' a', 'a\tb', 'a\nb'])("rejects %p with 'This field cannot accept space.'", (input) => {
    expect(englishMessages(schema, input)).toEqual(['This field cannot accept space.']);
  });
});

describe('noSingleQuote', () => {
  const schema = stringWith(noSingleQuote());
  it("rejects a single quote with 'Cannot contain single quote'", () => {
    expect(englishMessages(schema, "O'Neil")).toEqual(['Cannot contain single quote']);
  });
  it('accepts other text, including double quotes', () => {
    expect(englishMessages(schema, 'say "hi"')).toEqual([]);
  });
});

describe('englishOnly', () => {
  it("rejects non-English characters with 'English characters only.'", () => {
    const schema = stringWith(englishOnly());
    expect(englishMessages(schema, 'Café')).toEqual(['English characters only.']);
    expect(englishMessages(schema, 'مرحبا')).toEqual(['English characters only.']);
    expect(englishMessages(schema, 'Hello, world! 123\nBye')).toEqual([]);
  });
  it("has the second wording 'This field only accept english characters.'", () => {
    expect(englishMessages(stringWith(englishOnly('englishOnlyField')), '你好')).toEqual([
      'This field only accept english characters.',
    ]);
  });
});

describe('matchesFormat', () => {
  const schema = stringWith(matchesFormat(/^\d{2}\/\d{2}\/\d{4}$/, 'DD/MM/YYYY'));
  it("rejects with 'Format should be {{format}}' filled in", () => {
    expect(englishMessages(schema, '2024-01-31')).toEqual(['Format should be DD/MM/YYYY']);
  });
  it('accepts a matching value', () => {
    expect(englishMessages(schema, '31/01/2024')).toEqual([]);
  });
});

describe('length rules', () => {
  it("maxChars: 'Must be less than {{num}} characters.' above the limit", () => {
    const schema = stringWith(maxChars(5));
    expect(englishMessages(schema, '12345')).toEqual([]);
    expect(englishMessages(schema, '123456')).toEqual(['Must be less than 5 characters.']);
  });

  it('counts characters as people do (an emoji is one)', () => {
    expect(charCount('😀😀')).toBe(2);
    expect(englishMessages(stringWith(maxChars(2)), '😀😀')).toEqual([]);
  });

  it("charsBetween: 'Must be between {{min}} and {{max}} characters.' outside the range", () => {
    const schema = stringWith(charsBetween(3, 5));
    expect(englishMessages(schema, 'ab')).toEqual(['Must be between 3 and 5 characters.']);
    expect(englishMessages(schema, 'abcdef')).toEqual(['Must be between 3 and 5 characters.']);
    expect(englishMessages(schema, 'abc')).toEqual([]);
    expect(englishMessages(schema, 'abcde')).toEqual([]);
    expect(englishMessages(schema, '')).toEqual([]);
  });

  it("twoToThirtyChars: 'This field requires 2 to 30 characters.'", () => {
    const schema = stringWith(twoToThirtyChars());
    expect(englishMessages(schema, 'a')).toEqual(['This field requires 2 to 30 characters.']);
    expect(englishMessages(schema, 'a'.repeat(31))).toEqual(['This field requires 2 to 30 characters.']);
    expect(englishMessages(schema, 'ab')).toEqual([]);
    expect(englishMessages(schema, 'a'.repeat(30))).toEqual([]);
    expect(englishMessages(schema, '')).toEqual([]);
  });
});
