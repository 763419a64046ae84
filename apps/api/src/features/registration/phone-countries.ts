import type { CountryCode } from '@shop/validation';
import type { Db } from '../../db/database';
import { countries } from '../../db/schema';

/** Operators change the country list in the database; replicas see it within this time. */
const COUNTRY_CACHE_MS = 30_000;

/** The countries of the country list (getCountryCodes), which a consumer's mobile number must belong to. */
export class PhoneCountries {
  private cached: { codes: CountryCode[]; loadedAt: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The listed countries; undefined without a list (an unseeded database), where the forms allow any. */
  async listed(): Promise<CountryCode[] | undefined> {
    if (!this.cached || this.now() - this.cached.loadedAt >= COUNTRY_CACHE_MS) {
      const rows = await this.db.select({ code: countries.countryCode }).from(countries);
      this.cached = { codes: rows.map((row) => row.code as CountryCode), loadedAt: this.now() };
    }
    return this.cached.codes.length ? this.cached.codes : undefined;
  }
}
