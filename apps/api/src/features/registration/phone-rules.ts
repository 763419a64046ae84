import * as v from 'valibot';
import { internationalPhoneSchema, type CountryCode } from '@shop/validation';
import type { Db } from '../../db/database';
import { countries } from '../../db/schema';
import { applyFieldRules } from '../../http/field-rules';
import type { Services } from '../../http/services';

/** Operators change the country list in the database; replicas see it within this time. */
const COUNTRY_CACHE_MS = 30_000;
const countryCache = new WeakMap<Db, { codes: CountryCode[]; loadedAt: number }>();

/** The countries of the country list (getCountryCodes), which a phone number must belong to. */
async function listedCountries({ db, now }: Services): Promise<CountryCode[] | undefined> {
  const cached = countryCache.get(db);
  if (cached && now() - cached.loadedAt < COUNTRY_CACHE_MS) return cached.codes.length ? cached.codes : undefined;
  const rows = await db.select({ code: countries.countryCode }).from(countries);
  const codes = rows.map((row) => row.code as CountryCode);
  countryCache.set(db, { codes, loadedAt: now() });
  // Without a list (an unseeded database) the forms have none either: any country.
  return codes.length ? codes : undefined;
}

/**
 * A mobile number as a consumer's sign-in, registration or one-time code sends it: the forms' phone
 * rule (libs/validation) with fixed lines refused (spec: they are allowed for business customers
 * and physical delivery only), for a country of the list. Answers the E.164 form; a failure is a
 * 400 'wrong phone number' on `path`.
 */
export async function checkedMobileNumber(services: Services, mobileNo: string, path = 'mobileNo'): Promise<string> {
  const schema = v.object({ [path]: internationalPhoneSchema({ countries: await listedCountries(services), allowFixedLine: false }) });
  return applyFieldRules(schema, { [path]: mobileNo })[path];
}
