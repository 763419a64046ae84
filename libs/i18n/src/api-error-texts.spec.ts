import { API_ERRORS, LANGUAGES, type ApiErrorName } from '@shop/contracts';
import { allResources as resources } from './all-resources';
import { apiErrorName, apiErrorTextKey, isMoneyCoreCode } from './api-error-texts';
import { flattenKeys } from './translation-check';

const moneyCoreNames = (Object.keys(API_ERRORS) as ApiErrorName[]).filter((name) =>
  isMoneyCoreCode(API_ERRORS[name].code),
);

/** The text a language holds for a namespaced key ("common:errors.api.X"), or undefined. */
function textOf(language: (typeof LANGUAGES)[number], namespacedKey: string): unknown {
  const [namespace, key] = namespacedKey.split(':') as [keyof (typeof resources)['en'], string];
  return flattenKeys(resources[language][namespace]).get(key);
}

describe('money-core API error texts', () => {
  it('covers the money core: idempotency, cards, wallet, orders and payments', () => {
    const codes = moneyCoreNames.map((name) => API_ERRORS[name].code);
    expect(codes).toEqual(
      expect.arrayContaining([40010, 40901, 40902, 11001, 11010, 11018, 57001, 58001, 58020, 59001]),
    );
    expect(codes).not.toContain(10001);
    expect(codes).not.toContain(1234);
  });

  it.each(moneyCoreNames)('%s reads in English as the API answers it', (name) => {
    const key = apiErrorTextKey(name);
    expect(key).toBeDefined();
    expect(textOf('en', key as string)).toBe(API_ERRORS[name].message);
  });

  it.each(moneyCoreNames)('%s is translated into every language, none copied from English', (name) => {
    const key = apiErrorTextKey(name) as string;
    const english = API_ERRORS[name].message;
    const problems = LANGUAGES.filter((language) => language !== 'en').flatMap((language) => {
      const text = textOf(language, key);
      if (typeof text !== 'string' || text.trim() === '') return [`${language}: ${key} is missing`];
      return text === english ? [`${language}: ${key} is the English text`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('reuses the keys that already hold the spec texts', () => {
    expect(apiErrorTextKey('INSUFFICIENT_CARD_BALANCE')).toBe('common:errors.coupon.insufficientBalance');
    expect(apiErrorTextKey('ALREADY_UNLOCKED')).toBe('common:errors.unlock.alreadyUnlocked');
    expect(apiErrorTextKey('ORDER_STILL_LOCKED')).toBe('common:errors.unlock.stillLocked');
    expect(apiErrorTextKey('PAYMENT_FAILED')).toBe('common:payment.failed');
    expect(apiErrorTextKey('GENERIC')).toBe('common:genericError.message');
    expect(apiErrorTextKey('CARD_BLOCKED')).toBe('common:errors.api.CARD_BLOCKED');
  });

  it('gives the spec keys outside the money core their English API text too', () => {
    for (const name of Object.keys(API_ERRORS) as ApiErrorName[]) {
      const key = apiErrorTextKey(name);
      if (key) expect([name, textOf('en', key)]).toEqual([name, API_ERRORS[name].message]);
    }
  });

  it("reads an area's own codes from its namespace, off the shop's first pages", () => {
    expect(apiErrorTextKey('OPERATOR_UNIT_FORBIDDEN')).toBe('operator:errors.api.OPERATOR_UNIT_FORBIDDEN');
    expect(apiErrorTextKey('OPERATOR_TOTP_WRONG')).toBe('operator:errors.api.OPERATOR_TOTP_WRONG');
    expect(apiErrorTextKey('BACK_OFFICE_ORDER_NOT_FOUND')).toBe('operator:errors.api.BACK_OFFICE_ORDER_NOT_FOUND');
    expect(apiErrorTextKey('SALESMAN_NOT_OWNER')).toBe('salesman:errors.api.SALESMAN_NOT_OWNER');
    expect(apiErrorTextKey('LARGE_ORDER_EMPTY')).toBe('business:errors.api.LARGE_ORDER_EMPTY');
    expect(textOf('fr', 'business:errors.api.LARGE_ORDER_EMPTY')).toEqual(expect.any(String));
    expect(flattenKeys(resources.en.common).has('errors.api.OPERATOR_UNIT_FORBIDDEN')).toBe(false);
  });

  it('has no key for the other errors, which pages show with their code', () => {
    expect(apiErrorTextKey('LOGIN_FAILED')).toBeUndefined();
    expect(apiErrorTextKey('RATE_LIMITED')).toBeUndefined();
  });

  it('has no errors.api text for an error that is not in API_ERRORS', () => {
    const names = new Set<string>(Object.keys(API_ERRORS));
    const stale = [...flattenKeys(resources.en.common).keys()]
      .filter((key) => key.startsWith('errors.api.'))
      .map((key) => key.slice('errors.api.'.length))
      .filter((name) => !names.has(name));
    expect(stale).toEqual([]);
  });

  it('finds the name of a code', () => {
    expect(apiErrorName(11004)).toBe('INSUFFICIENT_CARD_BALANCE');
    expect(apiErrorName(99999)).toBeUndefined();
  });
});
