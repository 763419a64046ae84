import type { CustomerType } from '@shop/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  additionalProducts,
  categories,
  letterTypes,
  products,
  templateCategories,
  templateImages,
  templates,
} from './catalogue-tables';
import { audienceFilter } from './product-conditions';

export type CategoryRow = typeof categories.$inferSelect;
export type LetterTypeRow = typeof letterTypes.$inferSelect;
export type AdditionalProductRow = typeof additionalProducts.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type TemplateImageRow = typeof templateImages.$inferSelect;
export type TemplateCategoryRow = typeof templateCategories.$inferSelect;

/** What a unit's catalogue offers besides the products: categories, letters, extras and card templates. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async categories(buId: string): Promise<CategoryRow[]> {
    return this.db.select().from(categories).where(eq(categories.buId, buId)).orderBy(asc(categories.sort));
  }

  async letterTypes(buId: string): Promise<LetterTypeRow[]> {
    return this.db.select().from(letterTypes).where(eq(letterTypes.buId, buId)).orderBy(asc(letterTypes.letterTypeId));
  }

  /** The unit's extras; with an item, those that go with it (an extra with no item list goes with every item). */
  async additionalProducts(buId: string, itemCode?: string): Promise<AdditionalProductRow[]> {
    const conditions: (SQL | undefined)[] = [eq(additionalProducts.buId, buId)];
    if (itemCode) {
      conditions.push(
        sql`(${additionalProducts.itemCodes} = '[]'::jsonb
          or ${additionalProducts.itemCodes} @> ${JSON.stringify([itemCode])}::jsonb)`,
      );
    }
    return this.db
      .select()
      .from(additionalProducts)
      .where(and(...conditions))
      .orderBy(asc(additionalProducts.extraItemCode));
  }

  /** The unit's card templates, of one template category when given. */
  async templates(buId: string, categoryId?: number): Promise<TemplateRow[]> {
    const conditions: (SQL | undefined)[] = [eq(templates.buId, buId)];
    if (categoryId !== undefined) conditions.push(eq(templates.categoryId, categoryId));
    return this.db
      .select()
      .from(templates)
      .where(and(...conditions))
      .orderBy(asc(templates.sort), asc(templates.templateId));
  }

  /**
   * The images of some templates, of one item when given. An image shows its product's discount and
   * fee: only images of active products the caller may see.
   */
  async templateImages(
    buId: string,
    templateIds: number[],
    custType: CustomerType | null,
    itemCode?: string,
  ): Promise<TemplateImageRow[]> {
    if (templateIds.length === 0) return [];
    const conditions: (SQL | undefined)[] = [
      eq(templateImages.buId, buId),
      inArray(templateImages.templateId, templateIds),
      eq(products.isActive, true),
      audienceFilter(custType),
    ];
    if (itemCode) conditions.push(eq(templateImages.itemCode, itemCode));
    const rows = await this.db
      .select({ image: templateImages })
      .from(templateImages)
      .innerJoin(products, and(eq(products.buId, templateImages.buId), eq(products.itemCode, templateImages.itemCode)))
      .where(and(...conditions))
      .orderBy(asc(templateImages.itemCode));
    return rows.map((row) => row.image);
  }

  async templateCategories(buId: string): Promise<TemplateCategoryRow[]> {
    return this.db
      .select()
      .from(templateCategories)
      .where(eq(templateCategories.buId, buId))
      .orderBy(asc(templateCategories.sort));
  }
}
