import type { Language } from '@shop/contracts';
import type { ResourceTree } from '../resource-types';
import ar from './ar/cardLink.json';
import en from './en/cardLink.json';
import es from './es/cardLink.json';
import fr from './fr/cardLink.json';
import it from './it/cardLink.json';
import nl from './nl/cardLink.json';
import pt from './pt/cardLink.json';
import zc from './zc/cardLink.json';

/**
 * The card page's texts in every language, in one chunk: one entry in the start page's chunk map (and
 * each remote's) instead of eight, for a small page opened from a link in a message.
 */
export const CARD_LINK_TEXTS: Readonly<Record<Language, ResourceTree>> = { en, fr, es, ar, it, zc, pt, nl };
