import { STORAGE_NAMES, unitKey } from '@shop/session';

/** The cookie categories a visitor may switch (spec 1 section 2); essential cookies are always on. */
export const OPTIONAL_COOKIE_CATEGORIES = ['advertising', 'analytics', 'customization'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

export type CookieChoices = Record<OptionalCookieCategory, boolean>;

export interface StoredConsent {
  essential: true;
  choices: CookieChoices;
  /** When the visitor answered (ISO date-time), kept as the record of consent. */
  answeredAt: string;
}

export const NOTHING_OPTIONAL: CookieChoices = { advertising: false, analytics: false, customization: false };
export const EVERYTHING: CookieChoices = { advertising: true, analytics: true, customization: true };

/** The visitor's stored answer for this unit, or null when they have not answered (or it is unreadable). */
export function readConsent(storage: Storage, buId: string): StoredConsent | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(unitKey(buId, STORAGE_NAMES.cookieConsent)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { choices, answeredAt } = value as Partial<StoredConsent>;
    if (typeof answeredAt !== 'string' || !choices) return null;
    const known = OPTIONAL_COOKIE_CATEGORIES.every((name) => typeof choices[name] === 'boolean');
    return known ? { essential: true, choices: pick(choices), answeredAt } : null;
  } catch {
    return null;
  }
}

export function saveConsent(storage: Storage, buId: string, choices: CookieChoices, now = new Date()): StoredConsent {
  const consent: StoredConsent = { essential: true, choices: pick(choices), answeredAt: now.toISOString() };
  storage.setItem(unitKey(buId, STORAGE_NAMES.cookieConsent), JSON.stringify(consent));
  return consent;
}

function pick(choices: CookieChoices): CookieChoices {
  return { advertising: choices.advertising, analytics: choices.analytics, customization: choices.customization };
}
