import * as v from 'valibot';
// Its own entry: the shared @shop/brand travels whole to the pages, which only read the derived colour.
import { withFocusColour } from '@shop/brand/focus-colour';
import { BusinessUnitSchema, type BusinessUnit, type CaptchaProvider } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { ConfigGeneration } from './config-generation';
import { businessUnits } from './unit-tables';

/**
 * A unit is read again after this time at the latest; a publish drops the cache on every replica within
 * a second (ConfigGeneration), so this only bounds a change made outside the operators' calls.
 */
const UNIT_CACHE_MS = 30_000;

/**
 * The business units, read from the database and parsed with the shared schema. A unit's
 * `captcha.test` is the server's to say, never the operator's: true exactly when the server holds
 * no secret for the unit's provider.
 */
export class UnitDirectory {
  private readonly cache = new Map<string, { unit: BusinessUnit | null; loadedAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly captchaTestMode: (provider: CaptchaProvider) => boolean,
    generation?: ConfigGeneration,
  ) {
    generation?.onChange(() => this.cache.clear());
  }

  async find(buId: string): Promise<BusinessUnit | null> {
    const cached = this.cache.get(buId);
    if (cached && this.now() - cached.loadedAt < UNIT_CACHE_MS) return cached.unit;
    const [row] = await this.db.select().from(businessUnits).where(eq(businessUnits.buId, buId));
    const unit = row ? this.parse(row.params) : null;
    this.cache.set(buId, { unit, loadedAt: this.now() });
    return unit;
  }

  /** The unit whose captcha uses this site key. */
  async findByCaptchaSiteKey(siteKey: string): Promise<BusinessUnit | null> {
    const [row] = await this.db
      .select({ buId: businessUnits.buId })
      .from(businessUnits)
      .where(sql`${businessUnits.params} -> 'captcha' ->> 'siteKey' = ${siteKey}`)
      .orderBy(asc(businessUnits.buId))
      .limit(1);
    return row ? this.find(row.buId) : null;
  }

  /** A unit's parameters as the shop reads them (the captcha mode and focus colour are the server's). */
  parse(params: unknown): BusinessUnit {
    const unit = v.parse(BusinessUnitSchema, params);
    if (unit.captcha) unit.captcha.test = this.captchaTestMode(unit.captcha.provider);
    return { ...unit, theme: withFocusColour(unit.theme) };
  }

  /** Every unit's id, name and country, in id order. */
  async list(): Promise<{ buId: string; name: string; countryCode: string }[]> {
    const rows = await this.db.select().from(businessUnits).orderBy(asc(businessUnits.buId));
    return rows.map((row) => {
      const unit = v.parse(BusinessUnitSchema, row.params);
      return { buId: unit.buId, name: unit.name, countryCode: unit.countryCode };
    });
  }
}
