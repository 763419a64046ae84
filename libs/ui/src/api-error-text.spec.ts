import i18next from 'i18next';
import { API_ERRORS, LANGUAGES, apiError, type ApiErrorName, type Language } from '@shop/contracts';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { areaOfCode, isMoneyCoreCode } from '@shop/i18n/api-errors';
import { apiErrorText } from './api-error-text';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const names = Object.keys(API_ERRORS) as ApiErrorName[];
// An area's own codes read from its namespace, which only its pages load (libs/i18n checks their texts in
// every language).
const moneyCoreNames = names.filter(
  (name) => isMoneyCoreCode(API_ERRORS[name].code) && areaOfCode(API_ERRORS[name].code) === undefined,
);

beforeAll(async () => {
  await initI18n({ languages: LANGUAGES, language: 'en' });
});

async function inLanguage(language: Language, name: ApiErrorName): Promise<string> {
  await changeLanguage(language);
  return apiErrorText(apiError(name), t);
}

describe('apiErrorText', () => {
  it.each(moneyCoreNames)('reads %s in English exactly as the API answers it', async (name) => {
    expect(await inLanguage('en', name)).toBe(API_ERRORS[name].message);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'translates every money-core error into %s, none left in English or as a key',
    async (language) => {
      await changeLanguage(language);
      const untranslated = moneyCoreNames.filter((name) => {
        const text = apiErrorText(apiError(name), t);
        return text === API_ERRORS[name].message || text.includes(name) || text.includes(String(API_ERRORS[name].code));
      });
      expect(untranslated).toEqual([]);
    },
  );

  it('shows the spec texts from their existing keys', async () => {
    expect(await inLanguage('fr', 'INSUFFICIENT_CARD_BALANCE')).toBe('Solde de la carte insuffisant');
    expect(await inLanguage('fr', 'ALREADY_UNLOCKED')).toBe('Déjà déverrouillé');
    expect(await inLanguage('es', 'ORDER_STILL_LOCKED')).toBe('Vaya, sigue bloqueado');
    expect(await inLanguage('it', 'COUPON_INVALID')).toBe('Il coupon inserito non è valido. Riprova.');
    expect(await inLanguage('zc', 'PAYMENT_FAILED')).toBe(
      '处理您的付款时出错。请在重试之前确认您的银行卡信息全部正确。',
    );
  });

  it('shows the money-core texts of errors.api', async () => {
    expect(await inLanguage('fr', 'CARD_BLOCKED')).toBe('Cette carte est bloquée.');
    expect(await inLanguage('ar', 'ORDER_WALLET_INSUFFICIENT')).toBe('رصيد المحفظة غير كافٍ');
    expect(await inLanguage('nl', 'PAYMENT_PENDING')).toBe(
      'Uw betaling wordt nog verwerkt. Wacht even en probeer het opnieuw.',
    );
    expect(await inLanguage('pt', 'IDEMPOTENCY_IN_PROGRESS')).toBe(
      'O mesmo pedido ainda está a ser processado; tente novamente dentro de momentos.',
    );
  });

  it('shows the generic text for 1234, whatever message came with it', async () => {
    await changeLanguage('fr');
    expect(apiErrorText({ code: 1234, message: 'boom' }, t)).toBe(
      "Il semble qu'un problème soit survenu. Veuillez réessayer ou nous contacter.",
    );
  });

  it('answers by the code, not by the message the server sent', async () => {
    await changeLanguage('it');
    expect(apiErrorText({ code: 58002, message: 'something else' }, t)).toBe('Questo ordine è già stato pagato.');
  });

  it('shows an unknown code as the English message with its code, in the page language', async () => {
    await changeLanguage('fr');
    expect(apiErrorText({ code: 99999, message: 'Strange failure' }, t)).toBe("Strange failure (code d'erreur 99999)");
  });

  it('shows a known code without a translated text as the English message with its code', async () => {
    await changeLanguage('ar');
    expect(apiErrorText(apiError('LOGIN_FAILED'), t)).toBe('Incorrect account or password. (رمز الخطأ 10001)');
  });

  it('falls back to the message with its code when a money-core text is missing', async () => {
    const bare = i18next.createInstance();
    await bare.init({
      lng: 'en',
      resources: { en: { common: { errors: { withCode: '{{message}} (error code {{code}})' } } } },
      interpolation: { escapeValue: false },
    });
    const bareT = (key: string, options?: Record<string, unknown>) => bare.t(key, options);
    expect(apiErrorText(apiError('CARD_BLOCKED'), bareT)).toBe('This card is blocked. (error code 11002)');
  });
});
