/** Cookies that may hold a visitor's language, in the order they are trusted. */
export const LANGUAGE_COOKIE_NAMES = ['lang', 'i18next'] as const;

/**
 * The value of the first language cookie present in a `document.cookie` style string, or null.
 * Whether that value is a language the unit offers is decided by chooseLanguage.
 */
export function readLanguageCookie(
  cookieString: string,
  names: readonly string[] = LANGUAGE_COOKIE_NAMES,
): string | null {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!cookies.has(name)) cookies.set(name, decodeCookieValue(part.slice(separator + 1).trim()));
  }
  for (const name of names) {
    const value = cookies.get(name);
    if (value) return value;
  }
  return null;
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    // A malformed escape is kept as written; chooseLanguage then ignores it.
    return unquoted;
  }
}
