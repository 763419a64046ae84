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

/**
 * Every language at once, for the checks that compare them (every key translated, none copied).
 * Not exported by the lib's entry: pages load their unit's languages with loadResourcesFor.
 */
export const allResources: Readonly<Record<Language, LanguageResources>> = {
  en: { ...en, account: enAccount },
  fr: { ...fr, account: frAccount },
  es: { ...es, account: esAccount },
  ar: { ...ar, account: arAccount },
  it: { ...it, account: itAccount },
  zc: { ...zc, account: zcAccount },
  pt: { ...pt, account: ptAccount },
  nl: { ...nl, account: nlAccount },
};
