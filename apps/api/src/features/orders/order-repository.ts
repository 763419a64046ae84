import type { CustomerType } from '@shop/contracts';
import type { PricingCatalogue } from '@shop/cart-rules';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  accounts,
  additionalProducts,
  discountTiers,
  letterTypes,
  products,
  templateImages,
  type LocalisedText,
} from '../../db/schema';
import { audienceFilter } from '../catalogue/product-conditions';
import {
  invoiceSequences,
  orderCoupons,
  orderEvents,
  orderLines,
  orderReceipts,
  orders,
  type OrderEventName,
} from './order-tables';

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderCoupon = typeof orderCoupons.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;

/** Statuses an order may still be paid or cancelled from (docs/decisions/0008-order-statuses.md). */
export const UNPAID_STATUSES = ['03', '041', '04'] as const;

const percentOf = (basisPoints: number) => basisPoints / 100;
/** The order a quotation row was turned into ('' while none), as a column of a query of quotations. */
const orderedAsColumn = sql<string>`coalesce((select q.order_no from orders q
  where q.bu_id = "orders"."bu_id" and q.from_quotation_no = "orders"."order_no"), '')`;
/** Order lines per INSERT (about 65 parameters each). */
const LINE_INSERT_BATCH = 500;

/** What pricing reads of the catalogue, with the priced products' names (stored on the order's lines). */
export type OrderPricingCatalogue = PricingCatalogue & { productNames: Map<string, LocalisedText> };

type ProductRow = typeof products.$inferSelect;
/** The one row of pricingCatalogue's statement: each column a JSON array (a string where the driver leaves it). */
interface PricingCatalogueRow {
  products: Pick<
    ProductRow,
    | 'itemCode'
    | 'kind'
    | 'minAmount'
    | 'maxAmount'
    | 'denominations'
    | 'validMonths'
    | 'cardMadeFee'
    | 'isPercentageCardFee'
    | 'letterRequired'
    | 'names'
  >[];
  tiers: Pick<typeof discountTiers.$inferSelect, 'itemCode' | 'amountFrom' | 'amountTo' | 'rateBp'>[];
  images: Pick<
    typeof templateImages.$inferSelect,
    'templateId' | 'itemCode' | 'discountBp' | 'cardMadeFee' | 'isPercentageCardFee'
  >[];
  letters: Pick<typeof letterTypes.$inferSelect, 'letterTypeId' | 'price'>[];
  extras: Pick<typeof additionalProducts.$inferSelect, 'extraItemCode' | 'amount' | 'itemCodes'>[];
}

/** Orders, their lines, coupons and receipts: the SQL of the orders feature. */
export class OrderRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * What pricing needs of the catalogue for these items: the active products the buyer may see (with
   * their tiers), their template images, the unit's letters and extras. Rates come out in percent. The
   * products' names come along (productNames of the priced items, without another query). One statement
   * (five JSON aggregates of one snapshot): an order's creation waits for one round trip, not five.
   */
  async pricingCatalogue(
    buId: string,
    itemCodes: string[],
    custType: CustomerType | null,
  ): Promise<OrderPricingCatalogue> {
    const codes = [...new Set(itemCodes)];
    const result = await this.db.execute(sql`select
      (select coalesce(json_agg(json_build_object('itemCode', ${products.itemCode}, 'kind', ${products.kind},
          'minAmount', ${products.minAmount}, 'maxAmount', ${products.maxAmount},
          'denominations', ${products.denominations}, 'validMonths', ${products.validMonths},
          'cardMadeFee', ${products.cardMadeFee}, 'isPercentageCardFee', ${products.isPercentageCardFee},
          'letterRequired', ${products.letterRequired}, 'names', ${products.names})), '[]'::json)
        from ${products}
        where ${and(
          eq(products.buId, buId),
          inArray(products.itemCode, codes),
          eq(products.isActive, true),
          audienceFilter(custType),
        )}) as "products",
      (select coalesce(json_agg(json_build_object('itemCode', ${discountTiers.itemCode},
          'amountFrom', ${discountTiers.amountFrom}, 'amountTo', ${discountTiers.amountTo},
          'rateBp', ${discountTiers.rateBp}) order by ${discountTiers.amountFrom}), '[]'::json)
        from ${discountTiers}
        where ${and(eq(discountTiers.buId, buId), inArray(discountTiers.itemCode, codes))}) as "tiers",
      (select coalesce(json_agg(json_build_object('templateId', ${templateImages.templateId},
          'itemCode', ${templateImages.itemCode}, 'discountBp', ${templateImages.discountBp},
          'cardMadeFee', ${templateImages.cardMadeFee},
          'isPercentageCardFee', ${templateImages.isPercentageCardFee})), '[]'::json)
        from ${templateImages}
        where ${and(eq(templateImages.buId, buId), inArray(templateImages.itemCode, codes))}) as "images",
      (select coalesce(json_agg(json_build_object('letterTypeId', ${letterTypes.letterTypeId},
          'price', ${letterTypes.price})), '[]'::json)
        from ${letterTypes} where ${eq(letterTypes.buId, buId)}) as "letters",
      (select coalesce(json_agg(json_build_object('extraItemCode', ${additionalProducts.extraItemCode},
          'amount', ${additionalProducts.amount}, 'itemCodes', ${additionalProducts.itemCodes})), '[]'::json)
        from ${additionalProducts} where ${eq(additionalProducts.buId, buId)}) as "extras"`);
    const [row] = (result as unknown as { rows: PricingCatalogueRow[] }).rows;
    const json = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);
    const productRows = json(row.products);
    const tierRows = json(row.tiers);
    return {
      products: productRows.map((product) => ({
        itemCode: product.itemCode,
        kind: product.kind,
        minAmount: Number(product.minAmount),
        maxAmount: Number(product.maxAmount),
        denominations: product.denominations,
        validMonths: product.validMonths,
        cardMadeFee: Number(product.cardMadeFee),
        isPercentageCardFee: product.isPercentageCardFee,
        letterRequired: product.letterRequired,
        tiers: tierRows
          .filter((tier) => tier.itemCode === product.itemCode)
          .map((tier) => ({
            amountFrom: Number(tier.amountFrom),
            amountTo: Number(tier.amountTo),
            discountRate: percentOf(tier.rateBp),
          })),
      })),
      templateImages: json(row.images).map((image) => ({
        templateId: image.templateId,
        itemCode: image.itemCode,
        discountRate: percentOf(image.discountBp),
        cardMadeFee: Number(image.cardMadeFee),
        isPercentageCardFee: image.isPercentageCardFee,
      })),
      letters: json(row.letters).map((letter) => ({ letterTypeId: letter.letterTypeId, price: Number(letter.price) })),
      extras: json(row.extras).map((extra) => ({
        extraItemCode: extra.extraItemCode,
        amount: Number(extra.amount),
        itemCodes: extra.itemCodes,
      })),
      productNames: new Map(productRows.map((product) => [product.itemCode, product.names])),
    };
  }

  /** The account's email, for a member's order. */
  async accountEmail(accountId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
    return row?.email ?? null;
  }

  /**
   * Stores an order and its lines in one transaction (with what `withOrder` does in it, e.g. emails). The
   * client key is unique: when a run after a crash finds its order already stored, that order is answered
   * and nothing is stored or done again.
   */
  async create(
    order: NewOrder,
    lines: NewOrderLine[],
    withOrder?: (tx: Db, created: Order) => Promise<void>,
  ): Promise<Order> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: orders.clientKey })
        .returning();
      if (!created) {
        const [existing] = await tx.select().from(orders).where(eq(orders.clientKey, order.clientKey));
        return existing;
      }
      // In batches: a statement takes at most 65,535 parameters, and a large order has thousands of lines.
      for (let start = 0; start < lines.length; start += LINE_INSERT_BATCH) {
        const batch = lines.slice(start, start + LINE_INSERT_BATCH);
        await tx.insert(orderLines).values(batch.map((line) => ({ ...line, orderId: created.id })));
      }
      if (withOrder) await withOrder(tx, created);
      return created;
    });
  }

  /** The item types of the unit's active products among these (spec 1 section 6: A and V not for business). */
  async itemTypes(buId: string, itemCodes: string[]): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ itemCode: products.itemCode, itemType: products.itemType })
      .from(products)
      .where(
        and(eq(products.buId, buId), inArray(products.itemCode, [...new Set(itemCodes)]), eq(products.isActive, true)),
      );
    return new Map(rows.map((row) => [row.itemCode, row.itemType]));
  }

  /**
   * Gives a paid order the next invoice number of its unit inside `db`'s transaction (the settlement's):
   * the unit's counter row stays locked until it commits, and a rollback takes the number back, so the
   * numbers have no gap. Answers the number ('250-000001').
   */
  async assignInvoiceNo(db: Db, order: Pick<Order, 'id' | 'buId'>): Promise<string> {
    const [counter] = await db
      .insert(invoiceSequences)
      .values({ buId: order.buId, lastNo: 1 })
      .onConflictDoUpdate({ target: invoiceSequences.buId, set: { lastNo: sql`${invoiceSequences.lastNo} + 1` } })
      .returning();
    const invoiceNo = `${order.buId}-${String(counter.lastNo).padStart(6, '0')}`;
    await db.update(orders).set({ invoiceNo }).where(eq(orders.id, order.id));
    return invoiceNo;
  }

  /** The products' names by item code, in every language they have. */
  async productNames(buId: string, itemCodes: string[]): Promise<Map<string, LocalisedText>> {
    const rows = await this.db
      .select({ itemCode: products.itemCode, names: products.names })
      .from(products)
      .where(and(eq(products.buId, buId), inArray(products.itemCode, [...new Set(itemCodes)])));
    return new Map(rows.map((row) => [row.itemCode, row.names]));
  }

  async findByNo(buId: string, orderNo: string, db: Db = this.db): Promise<Order | null> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.buId, buId), eq(orders.orderNo, orderNo)));
    return order ?? null;
  }

  async lines(orderId: number, db: Db = this.db): Promise<OrderLine[]> {
    return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
  }

  async coupons(orderId: number, db: Db = this.db): Promise<OrderCoupon[]> {
    return db.select().from(orderCoupons).where(eq(orderCoupons.orderId, orderId)).orderBy(asc(orderCoupons.cardId));
  }

  /**
   * Moves an order from one of `from` to `to` with the given changes, in `db`: one conditional UPDATE,
   * so of two concurrent moves only one finds the order in a `from` status. Null when none did.
   */
  /** Writes one entry of the order's money history (order_events) inside `db`'s transaction. */
  async recordEvent(
    db: Db,
    orderId: number,
    entry: { event: OrderEventName; paymentId?: string | null; amount?: number | null; actor: string },
  ): Promise<void> {
    await db.insert(orderEvents).values({ orderId, at: new Date(this.now()), ...entry });
  }

  /** The order's money history, oldest first. */
  async events(orderId: number, db: Db = this.db): Promise<OrderEvent[]> {
    return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  }

  async transition(
    db: Db,
    orderId: number,
    from: readonly Order['status'][],
    to: Order['status'],
    changes: Partial<NewOrder> = {},
  ): Promise<Order | null> {
    const [moved] = await db
      .update(orders)
      .set({ ...changes, status: to, updatedAt: new Date(this.now()) })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
      .returning();
    return moved ?? null;
  }

  /**
   * Whether an unfinished order (confirmed with the rest due, or waiting for its receipt) holds money it
   * redeemed from the card: that money goes back to the card if the order is cancelled.
   */
  async holdsCardMoney(cardId: number, db: Db = this.db): Promise<boolean> {
    const [held] = await db
      .select({ orderId: orderCoupons.orderId })
      .from(orderCoupons)
      .innerJoin(orders, eq(orders.id, orderCoupons.orderId))
      .where(
        and(eq(orderCoupons.cardId, cardId), eq(orderCoupons.givenBack, false), inArray(orders.status, ['041', '04'])),
      )
      .limit(1);
    return held !== undefined;
  }

  async addCoupon(db: Db, orderId: number, cardId: number, amount: number): Promise<void> {
    await db.insert(orderCoupons).values({ orderId, cardId, amount });
  }

  /** Marks a coupon given back; false when it already was (a concurrent give-back won). */
  async markCouponGivenBack(db: Db, orderId: number, cardId: number): Promise<boolean> {
    const marked = await db
      .update(orderCoupons)
      .set({ givenBack: true, givenBackAt: new Date(this.now()) })
      .where(and(eq(orderCoupons.orderId, orderId), eq(orderCoupons.cardId, cardId), eq(orderCoupons.givenBack, false)))
      .returning({ cardId: orderCoupons.cardId });
    return marked.length > 0;
  }

  /** Marks the wallet part given back; false when it already was. */
  async markWalletGivenBack(db: Db, orderId: number): Promise<boolean> {
    const marked = await db
      .update(orders)
      .set({ walletGivenBack: true })
      .where(and(eq(orders.id, orderId), eq(orders.walletGivenBack, false)))
      .returning({ id: orders.id });
    return marked.length > 0;
  }

  /** Unlocks a physical order once; false when it was unlocked already. */
  async unlock(db: Db, orderId: number): Promise<boolean> {
    const now = new Date(this.now());
    const unlocked = await db
      .update(orders)
      .set({ isUnlocked: true, unlockedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.isUnlocked, false)))
      .returning({ id: orders.id });
    return unlocked.length > 0;
  }

  async saveReceipt(db: Db, orderId: number, contentType: string, content: Uint8Array): Promise<void> {
    const uploadedAt = new Date(this.now());
    await db
      .insert(orderReceipts)
      .values({ orderId, contentType, content, uploadedAt })
      .onConflictDoUpdate({ target: orderReceipts.orderId, set: { contentType, content, uploadedAt } });
  }

  async receipt(orderId: number) {
    const [row] = await this.db.select().from(orderReceipts).where(eq(orderReceipts.orderId, orderId));
    return row ?? null;
  }

  /** The order a quotation was turned into, by its number ('' while none). */
  async orderOfQuotation(buId: string, quotationNo: string, db: Db = this.db): Promise<string> {
    const [row] = await db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.buId, buId), eq(orders.fromQuotationNo, quotationNo)));
    return row?.orderNo ?? '';
  }

  /** Takes a quotation off its member's list; false when it is not theirs, not a quotation or already off. */
  async disableQuotation(accountId: number, buId: string, orderNo: string): Promise<boolean> {
    const disabled = await this.db
      .update(orders)
      .set({ isDisabled: true, updatedAt: new Date(this.now()) })
      .where(
        and(
          eq(orders.accountId, accountId),
          eq(orders.buId, buId),
          eq(orders.orderNo, orderNo),
          eq(orders.kind, 'quotation'),
          eq(orders.isDisabled, false),
        ),
      )
      .returning({ id: orders.id });
    return disabled.length > 0;
  }

  /** A member's quotations that are not hidden, newest first, with their card count and order. */
  async quotations(accountId: number, buId: string, page: number, pageSize: number) {
    const mine = and(
      eq(orders.accountId, accountId),
      eq(orders.buId, buId),
      eq(orders.kind, 'quotation'),
      eq(orders.isDisabled, false),
    );
    const [{ total }] = await this.db.select({ total: count() }).from(orders).where(mine);
    const rows = await this.db
      .select({
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        currency: orders.currency,
        totalAmount: orders.totalAmount,
        quantity: sql<number>`(select coalesce(sum(${orderLines.qty}), 0)::int from ${orderLines}
          where ${orderLines.orderId} = ${orders.id})`,
        orderedAs: orderedAsColumn,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { totalCount: Number(total), rows };
  }
}
