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
import enCardLink from './resources/en/cardLink.json';
import frCardLink from './resources/fr/cardLink.json';
import esCardLink from './resources/es/cardLink.json';
import arCardLink from './resources/ar/cardLink.json';
import itCardLink from './resources/it/cardLink.json';
import zcCardLink from './resources/zc/cardLink.json';
import ptCardLink from './resources/pt/cardLink.json';
import nlCardLink from './resources/nl/cardLink.json';

/**
 * Every language at once, for the checks that compare them (every key translated, none copied).
 * Not exported by the lib's entry: pages load their unit's languages with loadResourcesFor.
 */
export const allResources: Readonly<Record<Language, LanguageResources>> = {
  en: { ...en, account: enAccount, cardLink: enCardLink },
  fr: { ...fr, account: frAccount, cardLink: frCardLink },
  es: { ...es, account: esAccount, cardLink: esCardLink },
  ar: { ...ar, account: arAccount, cardLink: arCardLink },
  it: { ...it, account: itAccount, cardLink: itCardLink },
  zc: { ...zc, account: zcAccount, cardLink: zcCardLink },
  pt: { ...pt, account: ptAccount, cardLink: ptCardLink },
  nl: { ...nl, account: nlAccount, cardLink: nlCardLink },
};
