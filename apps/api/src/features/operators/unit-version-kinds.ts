import { BusinessUnitSchema, CatalogueDocumentSchema, type CatalogueDocument } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/database';
import { businessUnits } from '../../http/unit-tables';
import { readCatalogue, writeCatalogue } from './catalogue-snapshot';
import type { VersionKind } from './operator-tables';
import { changedPaths, keyedCatalogue } from './version-changes';

/** How each kind of version is read from the live unit, applied to it, and compared. */
export interface VersionKindRules {
  kind: VersionKind;
  /** What the unit has live now (a unit's first version is made of it). */
  readLive(db: Db, buId: string): Promise<Record<string, unknown>>;
  /** Makes the unit's live data this content (inside the publishing transaction). */
  apply(tx: Db, buId: string, content: Record<string, unknown>): Promise<void>;
  changes(before: Record<string, unknown>, after: Record<string, unknown>): string[];
}

/**
 * A unit's parameters as a settings version stores them: parsed by the shop's unit schema (its defaults
 * filled in), without what the server derives (the focus colour, the captcha's test mode). Throws the
 * schema's issues when they do not parse.
 */
export function normalisedParams(params: unknown): Record<string, unknown> {
  const parsed = v.parse(BusinessUnitSchema, params);
  const { focus: _focus, ...theme } = parsed.theme;
  const captcha = parsed.captcha ? { ...parsed.captcha, test: undefined } : undefined;
  return JSON.parse(JSON.stringify({ ...parsed, theme, captcha })) as Record<string, unknown>;
}

export const SETTINGS_RULES: VersionKindRules = {
  kind: 'settings',
  async readLive(db, buId) {
    const [row] = await db
      .select({ params: businessUnits.params })
      .from(businessUnits)
      .where(eq(businessUnits.buId, buId));
    if (!row) throw new Error(`unit ${buId} is gone`);
    return normalisedParams(row.params);
  },
  async apply(tx, buId, content) {
    await tx.update(businessUnits).set({ params: content, updatedAt: new Date() }).where(eq(businessUnits.buId, buId));
  },
  changes: changedPaths,
};

const asCatalogue = (content: Record<string, unknown>): CatalogueDocument => v.parse(CatalogueDocumentSchema, content);

export const CATALOGUE_RULES: VersionKindRules = {
  kind: 'catalogue',
  async readLive(db, buId) {
    return (await readCatalogue(db, buId)) as unknown as Record<string, unknown>;
  },
  async apply(tx, buId, content) {
    await writeCatalogue(tx, buId, asCatalogue(content));
  },
  changes(before, after) {
    return changedPaths(keyedCatalogue(asCatalogue(before)), keyedCatalogue(asCatalogue(after)));
  },
};

/** The item codes of the live catalogue a new catalogue leaves out (products are switched off, never removed). */
export function missingProducts(live: CatalogueDocument, next: CatalogueDocument): string[] {
  const kept = new Set(next.products.map((product) => product.itemCode));
  return live.products.map((product) => product.itemCode).filter((itemCode) => !kept.has(itemCode));
}

/** An earlier catalogue to restore, with the products added since kept, switched off. */
export function restoredCatalogue(live: CatalogueDocument, earlier: CatalogueDocument): CatalogueDocument {
  const missing = new Set(missingProducts(live, earlier));
  const keptOff = live.products
    .filter((product) => missing.has(product.itemCode))
    .map((p) => ({ ...p, isActive: false }));
  const categoryIds = new Set(earlier.categories.map((category) => category.categoryId));
  // A product kept off still needs its category in the catalogue.
  const categories = [
    ...earlier.categories,
    ...live.categories.filter(
      (category) =>
        !categoryIds.has(category.categoryId) && keptOff.some((product) => product.categoryId === category.categoryId),
    ),
  ];
  return { ...earlier, categories, products: [...earlier.products, ...keptOff] };
}
