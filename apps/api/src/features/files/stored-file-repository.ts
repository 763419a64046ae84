import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { storedFiles } from './file-tables';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** The rows of uploaded files (their bytes are in the UploadFolder under the same id). */
export class StoredFileRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Inserts a file's row, in `db` when it is a transaction the caller commits. */
  async insert(file: Omit<NewStoredFile, 'createdAt'>, db: Db = this.db): Promise<StoredFileRow> {
    const [row] = await db
      .insert(storedFiles)
      .values({ ...file, createdAt: new Date(this.now()) })
      .returning();
    return row;
  }

  /** Marks a large-order file as ordered, in the order's transaction; false when it already was. */
  async markOrdered(db: Db, fileId: string, orderNo: string): Promise<boolean> {
    const marked = await db
      .update(storedFiles)
      .set({ orderNo })
      .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.orderNo)))
      .returning({ id: storedFiles.id });
    return marked.length === 1;
  }

  async find(fileId: string): Promise<StoredFileRow | null> {
    const [row] = await this.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    return row ?? null;
  }

  /** One page of a member's large-order files, newest first, and how many there are in all. */
  async largeOrderFilesPage(
    accountId: number,
    buId: string,
    page: number,
    pageSize: number,
  ): Promise<{ files: StoredFileRow[]; total: number }> {
    const mine = and(
      eq(storedFiles.accountId, accountId),
      eq(storedFiles.buId, buId),
      eq(storedFiles.purpose, 'largeOrder'),
    );
    const [files, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(storedFiles)
        .where(mine)
        .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(storedFiles).where(mine),
    ]);
    return { files, total };
  }

  /** The large-order template's example: the unit's first active digital gift card for business buyers. */
  async exampleProduct(buId: string): Promise<{ itemCode: string; amount: number } | null> {
    const [product] = await this.db
      .select({ itemCode: products.itemCode, minAmount: products.minAmount, denominations: products.denominations })
      .from(products)
      .where(
        and(
          eq(products.buId, buId),
          eq(products.isActive, true),
          eq(products.kind, 'D'),
          eq(products.productType, 'GIFT_CARD'),
          inArray(products.audience, ['A', 'B']),
        ),
      )
      .orderBy(asc(products.sort), asc(products.itemCode))
      .limit(1);
    if (!product) return null;
    return { itemCode: product.itemCode, amount: product.denominations[0] ?? product.minAmount };
  }
}
