import type { Language } from '@shop/contracts';
import type { LanguageResources } from './resource-types';
import ar from './resources/ar';
import en from './resources/en';
import es from './resources/es';
import fr from './resources/fr';
import it from './resources/it';
import nl from './resources/nl';
import pt from './resources/pt';
import zc from './resources/zc';
import arAccount from './resources/ar/account.json';
import enAccount from './resources/en/account.json';
import esAccount from './resources/es/account.json';
import frAccount from './resources/fr/account.json';
import itAccount from './resources/it/account.json';
import nlAccount from './resources/nl/account.json';
import ptAccount from './resources/pt/account.json';
import zcAccount from './resources/zc/account.json';
import enAuth from './resources/en/auth.json';
import frAuth from './resources/fr/auth.json';
import esAuth from './resources/es/auth.json';
import arAuth from './resources/ar/auth.json';
import itAuth from './resources/it/auth.json';
import zcAuth from './resources/zc/auth.json';
import ptAuth from './resources/pt/auth.json';
import nlAuth from './resources/nl/auth.json';
import enInfo from './resources/en/info.json';
import frInfo from './resources/fr/info.json';
import esInfo from './resources/es/info.json';
import arInfo from './resources/ar/info.json';
import itInfo from './resources/it/info.json';
import zcInfo from './resources/zc/info.json';
import ptInfo from './resources/pt/info.json';
import nlInfo from './resources/nl/info.json';
import enCardLink from './resources/en/cardLink.json';
import frCardLink from './resources/fr/cardLink.json';
import esCardLink from './resources/es/cardLink.json';
import arCardLink from './resources/ar/cardLink.json';
import itCardLink from './resources/it/cardLink.json';
import zcCardLink from './resources/zc/cardLink.json';
import ptCardLink from './resources/pt/cardLink.json';
import nlCardLink from './resources/nl/cardLink.json';
import enBuying from './resources/en/buying.json';
import frBuying from './resources/fr/buying.json';
import esBuying from './resources/es/buying.json';
import arBuying from './resources/ar/buying.json';
import itBuying from './resources/it/buying.json';
import zcBuying from './resources/zc/buying.json';
import ptBuying from './resources/pt/buying.json';
import nlBuying from './resources/nl/buying.json';
import enCheckout from './resources/en/checkout.json';
import frCheckout from './resources/fr/checkout.json';
import esCheckout from './resources/es/checkout.json';
import arCheckout from './resources/ar/checkout.json';
import itCheckout from './resources/it/checkout.json';
import zcCheckout from './resources/zc/checkout.json';
import ptCheckout from './resources/pt/checkout.json';
import nlCheckout from './resources/nl/checkout.json';
import enOrderResult from './resources/en/orderResult.json';
import frOrderResult from './resources/fr/orderResult.json';
import esOrderResult from './resources/es/orderResult.json';
import arOrderResult from './resources/ar/orderResult.json';
import itOrderResult from './resources/it/orderResult.json';
import zcOrderResult from './resources/zc/orderResult.json';
import ptOrderResult from './resources/pt/orderResult.json';
import nlOrderResult from './resources/nl/orderResult.json';
import enBusiness from './resources/en/business.json';
import enSalesman from './resources/en/salesman.json';
import frBusiness from './resources/fr/business.json';
import frSalesman from './resources/fr/salesman.json';
import esBusiness from './resources/es/business.json';
import esSalesman from './resources/es/salesman.json';
import arBusiness from './resources/ar/business.json';
import arSalesman from './resources/ar/salesman.json';
import itBusiness from './resources/it/business.json';
import itSalesman from './resources/it/salesman.json';
import zcBusiness from './resources/zc/business.json';
import zcSalesman from './resources/zc/salesman.json';
import ptBusiness from './resources/pt/business.json';
import ptSalesman from './resources/pt/salesman.json';
import nlBusiness from './resources/nl/business.json';
import nlSalesman from './resources/nl/salesman.json';
import enOperator from './resources/en/operator.json';
import frOperator from './resources/fr/operator.json';
import esOperator from './resources/es/operator.json';
import arOperator from './resources/ar/operator.json';
import itOperator from './resources/it/operator.json';
import zcOperator from './resources/zc/operator.json';
import ptOperator from './resources/pt/operator.json';
import nlOperator from './resources/nl/operator.json';

import enValidation from './resources/en/validation.json';
import frValidation from './resources/fr/validation.json';
import esValidation from './resources/es/validation.json';
import arValidation from './resources/ar/validation.json';
import itValidation from './resources/it/validation.json';
import zcValidation from './resources/zc/validation.json';
import ptValidation from './resources/pt/validation.json';
import nlValidation from './resources/nl/validation.json';
/**
 * Every language at once, for the checks that compare them (every key translated, none copied).
 * Not exported by the lib's entry: pages load their unit's languages with loadResourcesFor.
 */
export const allResources: Readonly<Record<Language, LanguageResources>> = {
  en: {
    ...en,
    validation: enValidation,
    auth: enAuth,
    info: enInfo,
    account: enAccount,
    cardLink: enCardLink,
    buying: enBuying,
    checkout: enCheckout,
    orderResult: enOrderResult,
    business: enBusiness,
    salesman: enSalesman,
    operator: enOperator,
  },
  fr: {
    ...fr,
    validation: frValidation,
    auth: frAuth,
    info: frInfo,
    account: frAccount,
    cardLink: frCardLink,
    buying: frBuying,
    checkout: frCheckout,
    orderResult: frOrderResult,
    business: frBusiness,
    salesman: frSalesman,
    operator: frOperator,
  },
  es: {
    ...es,
    validation: esValidation,
    auth: esAuth,
    info: esInfo,
    account: esAccount,
    cardLink: esCardLink,
    buying: esBuying,
    checkout: esCheckout,
    orderResult: esOrderResult,
    business: esBusiness,
    salesman: esSalesman,
    operator: esOperator,
  },
  ar: {
    ...ar,
    validation: arValidation,
    auth: arAuth,
    info: arInfo,
    account: arAccount,
    cardLink: arCardLink,
    buying: arBuying,
    checkout: arCheckout,
    orderResult: arOrderResult,
    business: arBusiness,
    salesman: arSalesman,
    operator: arOperator,
  },
  it: {
    ...it,
    validation: itValidation,
    auth: itAuth,
    info: itInfo,
    account: itAccount,
    cardLink: itCardLink,
    buying: itBuying,
    checkout: itCheckout,
    orderResult: itOrderResult,
    business: itBusiness,
    salesman: itSalesman,
    operator: itOperator,
  },
  zc: {
    ...zc,
    validation: zcValidation,
    auth: zcAuth,
    info: zcInfo,
    account: zcAccount,
    cardLink: zcCardLink,
    buying: zcBuying,
    checkout: zcCheckout,
    orderResult: zcOrderResult,
    business: zcBusiness,
    salesman: zcSalesman,
    operator: zcOperator,
  },
  pt: {
    ...pt,
    validation: ptValidation,
    auth: ptAuth,
    info: ptInfo,
    account: ptAccount,
    cardLink: ptCardLink,
    buying: ptBuying,
    checkout: ptCheckout,
    orderResult: ptOrderResult,
    business: ptBusiness,
    salesman: ptSalesman,
    operator: ptOperator,
  },
  nl: {
    ...nl,
    validation: nlValidation,
    auth: nlAuth,
    info: nlInfo,
    account: nlAccount,
    cardLink: nlCardLink,
    buying: nlBuying,
    checkout: nlCheckout,
    orderResult: nlOrderResult,
    business: nlBusiness,
    salesman: nlSalesman,
    operator: nlOperator,
  },
};
