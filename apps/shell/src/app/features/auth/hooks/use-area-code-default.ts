import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { defaultAreaCode, type AreaCodeOption, type CountryList } from '../api/area-codes';

interface AreaCodeDefault<TValues extends FieldValues> {
  field: Path<TValues>;
  options: readonly AreaCodeOption[];
  countries: CountryList;
  unitCountryCode: string;
  remembered?: string;
  getValues: UseFormGetValues<TValues>;
  setValue: UseFormSetValue<TValues>;
}

/**
 * Starts a form's area code at the remembered one, else the unit's country's, once the country list
 * is in. It is set again even when valid: the select had no options when the form gave it its first value.
 */
export function useAreaCodeDefault<TValues extends FieldValues>({
  field,
  options,
  countries,
  unitCountryCode,
  remembered,
  getValues,
  setValue,
}: AreaCodeDefault<TValues>) {
  useEffect(() => {
    if (options.length === 0) return;
    const current = getValues(field) as unknown as string;
    const next = options.some((option) => option.value === current)
      ? current
      : defaultAreaCode(countries, unitCountryCode, remembered);
    setValue(field, next as PathValue<TValues, Path<TValues>>);
  }, [field, options, countries, unitCountryCode, remembered, getValues, setValue]);
}
