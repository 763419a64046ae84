import type { BusinessBrochure, Language } from '@shop/contracts';
import TEXTS from './brochure-texts.json';

/** One brochure's words: a title, a lead (`{brand}` is the unit's name) and four sections. */
export interface BrochureContent {
  title: string;
  lead: string;
  sections: readonly (readonly string[])[];
}

export interface BrochureTexts {
  brochures: Readonly<Record<BusinessBrochure, BrochureContent>>;
  contactHeading: string;
  phone: string;
  email: string;
}

/** The brochures' words in each of the shop's languages (a data file: its strings cannot be wrapped). */
const BY_LANGUAGE: Readonly<Record<Language, BrochureTexts>> = TEXTS;

export function brochureTexts(language: Language): BrochureTexts {
  return BY_LANGUAGE[language];
}
