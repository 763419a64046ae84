import type { CatalogueDocument } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  categories,
  discountTiers,
  products,
  templateCategories,
  templateImages,
  templates,
} from '../catalogue/catalogue-tables';

// A unit's live catalogue as one document (a catalogue version's content), and back (decision 0039).
// Letters and additional products are not part of it: publishing leaves them as they are.

const texts = (value: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** The unit's catalogue as the shop serves it now. */
export async function readCatalogue(db: Db, buId: string): Promise<CatalogueDocument> {
  const [categoryRows, productRows, tierRows, templateCategoryRows, templateRows, imageRows] = await Promise.all([
    db.select().from(categories).where(eq(categories.buId, buId)).orderBy(asc(categories.categoryId)),
    db.select().from(products).where(eq(products.buId, buId)).orderBy(asc(products.itemCode)),
    db.select().from(discountTiers).where(eq(discountTiers.buId, buId)).orderBy(asc(discountTiers.amountFrom)),
    db
      .select()
      .from(templateCategories)
      .where(eq(templateCategories.buId, buId))
      .orderBy(asc(templateCategories.categoryId)),
    db.select().from(templates).where(eq(templates.buId, buId)).orderBy(asc(templates.templateId)),
    db.select().from(templateImages).where(eq(templateImages.buId, buId)).orderBy(asc(templateImages.itemCode)),
  ]);
  return {
    categories: categoryRows.map(({ buId: _bu, names, ...category }) => ({ ...category, names: texts(names) })),
    products: productRows.map(({ buId: _bu, names, descriptions, howToUse, terms, ...product }) => ({
      ...product,
      names: texts(names),
      descriptions: texts(descriptions),
      howToUse: texts(howToUse),
      terms: texts(terms),
      discountTiers: tierRows
        .filter((tier) => tier.itemCode === product.itemCode)
        .map(({ amountFrom, amountTo, rateBp }) => ({ amountFrom, amountTo, rateBp })),
    })),
    templateCategories: templateCategoryRows.map(({ buId: _bu, names, ...category }) => ({
      ...category,
      names: texts(names),
    })),
    templates: templateRows.map(({ buId: _bu, names, ...template }) => ({
      ...template,
      names: texts(names),
      images: imageRows
        .filter((image) => image.templateId === template.templateId)
        .map(({ buId: _b, templateId: _t, ...image }) => image),
    })),
  };
}

/**
 * Makes the unit's live catalogue exactly `catalogue`, inside the publishing transaction: the versioned
 * tables of the unit are emptied and filled again (their rows have no identity beyond their keys, and
 * orders and cards name products by item code, never by row).
 */
export async function writeCatalogue(tx: Db, buId: string, catalogue: CatalogueDocument): Promise<void> {
  await tx.delete(templateImages).where(eq(templateImages.buId, buId));
  await tx.delete(templates).where(eq(templates.buId, buId));
  await tx.delete(templateCategories).where(eq(templateCategories.buId, buId));
  await tx.delete(discountTiers).where(eq(discountTiers.buId, buId));
  await tx.delete(products).where(eq(products.buId, buId));
  await tx.delete(categories).where(eq(categories.buId, buId));
  if (catalogue.categories.length > 0) {
    await tx.insert(categories).values(catalogue.categories.map((category) => ({ ...category, buId })));
  }
  if (catalogue.products.length > 0) {
    await tx
      .insert(products)
      .values(catalogue.products.map(({ discountTiers: _tiers, ...product }) => ({ ...product, buId })));
  }
  const tiers = catalogue.products.flatMap((product) =>
    product.discountTiers.map((tier) => ({ ...tier, buId, itemCode: product.itemCode })),
  );
  if (tiers.length > 0) await tx.insert(discountTiers).values(tiers);
  if (catalogue.templateCategories.length > 0) {
    await tx.insert(templateCategories).values(catalogue.templateCategories.map((category) => ({ ...category, buId })));
  }
  if (catalogue.templates.length > 0) {
    await tx
      .insert(templates)
      .values(catalogue.templates.map(({ images: _images, ...template }) => ({ ...template, buId })));
  }
  const images = catalogue.templates.flatMap((template) =>
    template.images.map((image) => ({ ...image, buId, templateId: template.templateId })),
  );
  if (images.length > 0) await tx.insert(templateImages).values(images);
}
