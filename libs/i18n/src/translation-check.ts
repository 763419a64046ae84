/**
 * Finds what keeps a language from being complete next to the reference (English): missing,
 * empty or non-text values, texts copied from English, placeholders or tags that differ, and keys
 * English no longer has. Plural keys (`_one`, `_other`, …) are expected in every plural form the
 * language needs. Used by the resource tests; free of i18next so any lib can reuse it.
 */
export type Resources = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*[^}]+?\s*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>/g;

/**
 * The plural forms i18next asks for: it builds Intl.PluralRules from the language code itself,
 * and "zc" is not a real tag, so the forms of that code and of the real locale are both required.
 */
export function pluralFormsOf(language: string, intlLocale: string = language): string[] {
  const forms = new Set<string>();
  for (const tag of [language, intlLocale]) {
    for (const form of new Intl.PluralRules(tag).resolvedOptions().pluralCategories) forms.add(form);
  }
  return [...forms];
}

export function flattenKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return flat;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [childKey, child] of flattenKeys(value, path)) flat.set(childKey, child);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

function placeholdersOf(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[0].replace(/\s+/g, ''))
    .sort()
    .join(' ');
}

/** English keys grouped: plain keys, and plural bases (a base counts as plural when `_other` exists). */
function expectedKeys(reference: Map<string, unknown>, pluralForms: readonly string[]): Map<string, string> {
  const expected = new Map<string, string>(); // key in the language -> key of the English text to compare
  for (const key of reference.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && reference.has(`${base}_other`)) {
      for (const form of pluralForms) {
        const own = `${base}_${form}`;
        expected.set(own, reference.has(own) ? own : `${base}_other`);
      }
    } else {
      expected.set(key, key);
    }
  }
  return expected;
}

export interface CheckOptions {
  reference?: string;
  /** The real Intl locale of a language code, for its plural forms. */
  intlLocaleOf?: (language: string) => string;
  /** Texts that may read as in English (proper names checked elsewhere, such as countries' names). */
  mayEqualEnglish?: (namespace: string, key: string) => boolean;
}

export function findTranslationProblems(resources: Resources, options: CheckOptions = {}): string[] {
  const reference = options.reference ?? 'en';
  const localeOf = options.intlLocaleOf ?? ((language: string) => language);
  const mayEqualEnglish = options.mayEqualEnglish ?? (() => false);
  const referenceNamespaces = resources[reference];
  if (!referenceNamespaces) return [`the reference language "${reference}" has no resources`];
  const problems: string[] = [];

  for (const [namespace, referenceTree] of Object.entries(referenceNamespaces)) {
    const english = flattenKeys(referenceTree);
    for (const [key, value] of english) {
      if (typeof value !== 'string') problems.push(`${reference}/${namespace}: "${key}" is not a text`);
      else if (value.trim() === '') problems.push(`${reference}/${namespace}: "${key}" is empty`);
    }

    for (const [language, namespaces] of Object.entries(resources)) {
      if (language === reference) continue;
      const where = `${language}/${namespace}`;
      if (!(namespace in namespaces)) {
        problems.push(`${where}: the namespace is missing`);
        continue;
      }
      const translated = flattenKeys(namespaces[namespace]);
      const expected = expectedKeys(english, pluralFormsOf(language, localeOf(language)));

      for (const [key, englishKey] of expected) {
        const englishText = english.get(englishKey);
        if (!translated.has(key)) {
          problems.push(`${where}: "${key}" is missing`);
          continue;
        }
        const text = translated.get(key);
        if (typeof text !== 'string') problems.push(`${where}: "${key}" is not a text`);
        else if (text.trim() === '') problems.push(`${where}: "${key}" is empty`);
        else if (typeof englishText === 'string' && text === englishText && !mayEqualEnglish(namespace, key)) {
          problems.push(`${where}: "${key}" is copied from English ("${text}")`);
        } else if (typeof englishText === 'string' && placeholdersOf(text) !== placeholdersOf(englishText)) {
          problems.push(
            `${where}: "${key}" has placeholders [${placeholdersOf(text)}], ` +
              `English has [${placeholdersOf(englishText)}]`,
          );
        }
      }
      for (const key of translated.keys()) {
        if (!expected.has(key)) problems.push(`${where}: "${key}" is not in English (removed or misspelt?)`);
      }
    }
  }
  return problems;
}
