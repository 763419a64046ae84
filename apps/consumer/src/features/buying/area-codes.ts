import type { Country } from './api/country-api';

/**
 * The area-code choices of a phone field: one per calling code (the first country that has it names
 * it; +1 is shared by several), with the unit's country first.
 */
export function areaCodeOptions(countries: readonly Country[], first: string): { value: string; label: string }[] {
  const ordered = [...countries].sort((a, b) => Number(b.countryCode === first) - Number(a.countryCode === first));
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const country of ordered) {
    const value = country.areaCode.replace(/\D/g, '');
    if (!value || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: `${country.countryName} (+${value})` });
  }
  return options;
}
