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

/**
 * Every language at once, for the checks that compare them (every key translated, none copied).
 * Not exported by the lib's entry: pages load their unit's languages with loadResourcesFor.
 */
export const allResources: Readonly<Record<Language, LanguageResources>> = { en, fr, es, ar, it, zc, pt, nl };
