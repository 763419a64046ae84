import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@shop/contracts';
import { intlLocaleOf, isLanguage } from './language-codes';
import { allResources as resources } from './all-resources';
import { NAMESPACES, loadAreaResources, loadResourcesFor } from './resources';
import { findTranslationProblems, flattenKeys } from './translation-check';

describe('resources', () => {
  it('has every namespace in all 8 languages', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it('registers every resource file, so no namespace is left unloaded', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(__dirname, 'resources', language))
        .filter((file) => file.endsWith('.json'))
        .sort();
      expect(files).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it('translates every English key of every namespace into every language, none empty or copied', () => {
    const localeOf = (language: string) => (isLanguage(language) ? intlLocaleOf(language) : language);
    // Countries' names are Intl's in each language (country-names.spec.ts): Qatar is Qatar in French too.
    const countryName = (namespace: string, key: string) => namespace === 'shell' && key.startsWith('country.names.');
    expect(findTranslationProblems(resources, { intlLocaleOf: localeOf, mayEqualEnglish: countryName })).toEqual([]);
  });

  it("loads the unit's languages and no other", async () => {
    const loaded = await loadResourcesFor(['en', 'ar']);
    expect(Object.keys(loaded)).toEqual(['en', 'ar']);
    const {
      auth: arAuth,
      account: arAccount,
      cardLink: arCardLink,
      info: arInfo,
      buying,
      checkout,
      orderResult,
      business,
      salesman,
      operator,
      validation,
      ...arStart
    } = resources.ar;
    expect(loaded.ar).toEqual(arStart);
    const { auth: frAuth, account: frAccount, cardLink: frCardLink, info: frInfo, ...frRest } = resources.fr;
    const {
      buying: frBuying,
      checkout: frCheckout,
      orderResult: frOrderResult,
      business: frBusiness,
      salesman: frSalesman,
      operator: frOperator,
      validation: frValidation,
      ...frStart
    } = frRest;
    expect((await loadResourcesFor(['fr'])).fr).toEqual(frStart);
    // The areas' texts come on their own, when the area opens.
    expect(await loadAreaResources('auth', 'ar')).toEqual(arAuth);
    expect(await loadAreaResources('auth', 'fr')).toEqual(frAuth);
    expect(await loadAreaResources('info', 'ar')).toEqual(arInfo);
    expect(await loadAreaResources('info', 'fr')).toEqual(frInfo);
    expect(await loadAreaResources('account', 'ar')).toEqual(arAccount);
    expect(await loadAreaResources('account', 'fr')).toEqual(frAccount);
    expect(await loadAreaResources('cardLink', 'ar')).toEqual(arCardLink);
    expect(await loadAreaResources('cardLink', 'fr')).toEqual(frCardLink);
    expect(await loadAreaResources('buying', 'ar')).toEqual(buying);
    expect(await loadAreaResources('checkout', 'ar')).toEqual(checkout);
    expect(await loadAreaResources('orderResult', 'ar')).toEqual(orderResult);
    expect(await loadAreaResources('buying', 'fr')).toEqual(frBuying);
    expect(await loadAreaResources('checkout', 'fr')).toEqual(frCheckout);
    expect(await loadAreaResources('orderResult', 'fr')).toEqual(frOrderResult);
    expect(await loadAreaResources('business', 'ar')).toEqual(business);
    expect(await loadAreaResources('business', 'fr')).toEqual(frBusiness);
    expect(await loadAreaResources('salesman', 'ar')).toEqual(salesman);
    expect(await loadAreaResources('salesman', 'fr')).toEqual(frSalesman);
    expect(await loadAreaResources('operator', 'ar')).toEqual(operator);
    expect(await loadAreaResources('operator', 'fr')).toEqual(frOperator);
    expect(await loadAreaResources('validation', 'ar')).toEqual(validation);
    expect(await loadAreaResources('validation', 'fr')).toEqual(frValidation);
  });
});

describe('English common texts', () => {
  const common = flattenKeys(resources.en.common);
  const text = (key: string) => common.get(key);

  it('use the spec wording for the generic popup, notifications and notices', () => {
    expect(text('genericError.title')).toBe('Oops!');
    expect(text('genericError.message')).toBe('Seems there are something went wrong. Please try again or contact us.');
    expect(text('genericError.tryAgain')).toBe('Try again');
    expect(text('notification.success.title')).toBe('Success');
    expect(text('notification.error.title')).toBe('Error');
    expect(text('notification.warning.title')).toBe('Warning');
    expect(text('inactivity.signOutNotice')).toBe(
      "You've been inactive 30 mins. For your security, we'll automatically sign you out.",
    );
    expect(text('b2bMobileUnsupported')).toBe(
      'B2B module is not supported for mobile, please access it on laptop/desktop',
    );
    expect(text('payment.failed')).toBe(
      'There was an error processing your payment. ' +
        'Please verify that all your card information is correct before trying again.',
    );
  });

  it('use the spec wording for the leave-page confirmation', () => {
    expect(text('leavePage.title')).toBe('Are you sure to leave this page?');
    expect(text('leavePage.confirm')).toBe('Yes, leave this page');
    expect(text('leavePage.cancel')).toBe('No, continue editing');
  });

  it('use the spec wording for the error catalogue', () => {
    expect(text('errors.coupon.invalid')).toBe('The coupon you entered is invalid. Please try again.');
    expect(text('errors.coupon.insufficientBalance')).toBe('Insufficient Card Balance');
    expect(text('errors.coupon.removed')).toBe('Removed coupon');
    expect(text('errors.wrongCode')).toBe('The code is wrong, please try again.');
    expect(text('errors.transactionLost')).toBe('Transaction Information Lost');
    expect(text('errors.unlock.alreadyUnlocked')).toBe('Already unlock');
    // A salesman's texts live in his area's namespace, off the shop's first pages.
    expect(flattenKeys(resources.en.salesman).get('errors.salesman.clientNotVerified')).toBe(
      "This client is not yet verified, you can't place the order",
    );
    expect(text('errors.cart.loadFromServer')).toBe('Failed to load cart from server');
  });
});
