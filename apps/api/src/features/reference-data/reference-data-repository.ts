import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { companies, countries, postalCodes, referenceCodes, stores } from './reference-data-tables';

export type CountryRow = typeof countries.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type ReferenceCodeRow = typeof referenceCodes.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type PostalCodeRow = typeof postalCodes.$inferSelect;

/** What a company search may match on; every criterion given must hold. */
export interface CompanyCriteria {
  /** Part of the legal or commercial name, any case. */
  name?: string;
  siren?: string;
  vatNumber?: string;
  zipCode?: string;
}

/** The reference data's queries: countries, stores, code lists, the company register, zip codes. */
export class ReferenceDataRepository {
  constructor(private readonly db: Db) {}

  /** Every country, in the list's own order. */
  async countries(): Promise<CountryRow[]> {
    return this.db.select().from(countries).orderBy(asc(countries.sort), asc(countries.countryCode));
  }

  /** A unit's stores, by store id. */
  async storesOf(buId: string): Promise<StoreRow[]> {
    return this.db.select().from(stores).where(eq(stores.buId, buId)).orderBy(asc(stores.storeId));
  }

  /** The codes of one reference list, in the list's own order. */
  async referenceList(mId: string): Promise<ReferenceCodeRow[]> {
    return this.db
      .select()
      .from(referenceCodes)
      .where(eq(referenceCodes.mId, mId))
      .orderBy(asc(referenceCodes.sort), asc(referenceCodes.code));
  }

  /** Companies matching all the given criteria (at least one), by name, at most `limit`. */
  async findCompanies(criteria: CompanyCriteria, limit: number): Promise<CompanyRow[]> {
    const conditions: SQL[] = [];
    if (criteria.name) {
      const pattern = containsPattern(criteria.name);
      conditions.push(or(ilike(companies.companyName, pattern), ilike(companies.commercialName, pattern)) as SQL);
    }
    if (criteria.siren) conditions.push(eq(companies.siren, criteria.siren));
    if (criteria.vatNumber) conditions.push(eq(companies.vatNumber, criteria.vatNumber));
    if (criteria.zipCode) conditions.push(eq(companies.zipCode, criteria.zipCode));
    if (conditions.length === 0) throw new Error('findCompanies needs at least one criterion');
    return this.db
      .select()
      .from(companies)
      .where(and(...conditions))
      .orderBy(asc(companies.companyName))
      .limit(limit);
  }

  /** The places (city and streets) of a zip code, by city. */
  async placesOf(zipCode: string): Promise<PostalCodeRow[]> {
    return this.db.select().from(postalCodes).where(eq(postalCodes.zipCode, zipCode)).orderBy(asc(postalCodes.city));
  }
}
