import { findTranslationProblems, flattenKeys, pluralFormsOf } from './translation-check';

describe('findTranslationProblems', () => {
  const en = { common: { close: 'Close', errors: { wrongCode: 'The code is wrong' } } };

  it('finds nothing when every key is translated', () => {
    const fr = { common: { close: 'Fermer', errors: { wrongCode: 'Le code est incorrect' } } };
    expect(findTranslationProblems({ en, fr })).toEqual([]);
  });

  it('reports a missing key, nested or not', () => {
    const fr = { common: { errors: {} } };
    expect(findTranslationProblems({ en, fr })).toEqual([
      'fr/common: "close" is missing',
      'fr/common: "errors.wrongCode" is missing',
    ]);
  });

  it('reports a missing namespace', () => {
    expect(findTranslationProblems({ en, fr: {} })).toEqual(['fr/common: the namespace is missing']);
  });

  it('reports empty values in any language, English included', () => {
    const enWithEmpty = { common: { close: ' ' } };
    expect(findTranslationProblems({ en: enWithEmpty, fr: { common: { close: '' } } })).toEqual([
      'en/common: "close" is empty',
      'fr/common: "close" is empty',
    ]);
  });

  it('reports values that are not texts', () => {
    const fr = { common: { close: 3, errors: { wrongCode: null } } };
    expect(findTranslationProblems({ en, fr })).toEqual([
      'fr/common: "close" is not a text',
      'fr/common: "errors.wrongCode" is not a text',
    ]);
  });

  it('reports a text copied from English', () => {
    const es = { common: { close: 'Cerrar', errors: { wrongCode: 'The code is wrong' } } };
    expect(findTranslationProblems({ en, es })).toEqual([
      'es/common: "errors.wrongCode" is copied from English ("The code is wrong")',
    ]);
  });

  it('accepts a text as in English where the caller allows it (a proper name), and only there', () => {
    const withName = { common: { close: 'Close', country: 'Qatar' } };
    const isCountry = (namespace: string, key: string) => namespace === 'common' && key === 'country';
    const fr = { common: { close: 'Fermer', country: 'Qatar' } };
    expect(findTranslationProblems({ en: withName, fr }, { mayEqualEnglish: isCountry })).toEqual([]);
    const italian = { common: { close: 'Close', country: 'Qatar' } };
    expect(findTranslationProblems({ en: withName, it: italian }, { mayEqualEnglish: isCountry })).toEqual([
      'it/common: "close" is copied from English ("Close")',
    ]);
  });

  it('reports placeholders or tags that differ from English', () => {
    const english = { shell: { hello: 'Hello, {{name}}', terms: 'Read <1>the terms</1>' } };
    const it = { shell: { hello: 'Ciao, {{nome}}', terms: 'Leggi le condizioni' } };
    expect(findTranslationProblems({ en: english, it })).toEqual([
      'it/shell: "hello" has placeholders [{{nome}}], English has [{{name}}]',
      'it/shell: "terms" has placeholders [], English has [</1> <1>]',
    ]);
  });

  it('reports keys English does not have', () => {
    const fr = { common: { close: 'Fermer', closed: 'Fermé', errors: { wrongCode: 'Code incorrect' } } };
    expect(findTranslationProblems({ en, fr })).toEqual([
      'fr/common: "closed" is not in English (removed or misspelt?)',
    ]);
  });

  it('expects every plural form the language needs', () => {
    const english = { common: { cards_one: '{{count}} card', cards_other: '{{count}} cards' } };
    const fr = {
      common: { cards_one: '{{count}} carte', cards_many: '{{count}} de cartes', cards_other: '{{count}} cartes' },
    };
    const ar = { common: { cards_one: 'بطاقة واحدة {{count}}', cards_other: '{{count}} بطاقة' } };
    expect(findTranslationProblems({ en: english, fr, ar }).sort()).toEqual([
      'ar/common: "cards_few" is missing',
      'ar/common: "cards_many" is missing',
      'ar/common: "cards_two" is missing',
      'ar/common: "cards_zero" is missing',
    ]);
  });

  it('reports a missing reference language', () => {
    expect(findTranslationProblems({ fr: { common: {} } })).toEqual(['the reference language "en" has no resources']);
  });
});

describe('pluralFormsOf', () => {
  it('asks for the forms of both the code i18next sees and the real locale', () => {
    expect(pluralFormsOf('ar')).toEqual(expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']));
    expect(pluralFormsOf('zc', 'zh-CN')).toContain('other');
  });
});

describe('flattenKeys', () => {
  it('joins nested keys with dots', () => {
    expect([...flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual(['a.b', 'a.c.d', 'e']);
  });
});
