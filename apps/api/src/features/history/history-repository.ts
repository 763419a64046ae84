import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { WalletMovementType, WalletStatus } from '../../db/schema';

/** The filters of getMemberHistory, resolved by the handler (instants, not calendar dates). */
export interface HistoryFilter {
  accountId: number;
  buId: string;
  /** Inclusive start and exclusive end. */
  from?: Date;
  until?: Date;
  status?: string;
  /** Text to look for in a product name (not a pattern). */
  productName?: string;
  /** First record (0-based) and how many. */
  offset: number;
  limit: number;
}

export interface Page<T> {
  totalCount: number;
  records: T[];
}

export interface OrderHistoryRow {
  orderNo: string;
  createdAt: Date;
  status: string;
  quantity: number;
  amount: number;
  currency: string;
  paymentMean: string;
  productName: string;
  /** A paid business order's invoice number; null for others. */
  invoiceNo: string | null;
}

export interface WalletHistoryRow {
  createdAt: Date;
  type: WalletMovementType;
  status: WalletStatus;
  amount: number;
  balanceAfter: number | null;
  currency: string;
  reference: string;
  cardNumber: string;
}

export interface TransferHistoryRow {
  createdAt: Date;
  status: string;
  productName: string;
  amount: number;
  currency: string;
  counterpartName: string;
  counterpartEmail: string;
}

/** Which side of a card transfer the member is on: T sent, R received. */
export type TransferSide = 'T' | 'R';

type Row = Record<string, unknown>;

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** AND of the given conditions (each an SQL fragment), or TRUE. */
function allOf(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`TRUE` : sql.join(present, sql` AND `);
}

function timeConditions(column: SQL, filter: HistoryFilter): (SQL | undefined)[] {
  return [filter.from && sql`${column} >= ${at(filter.from)}`, filter.until && sql`${column} < ${at(filter.until)}`];
}

/**
 * The member's history lists (getMemberHistory): orders (O) and wallet movements (M), newest first,
 * one page at a time with the total the filters match. Only the member's own rows in the unit are read.
 */
export class HistoryRepository {
  constructor(private readonly db: Db) {}

  /**
   * The member's orders (not quotations); a product name matches any of an order's lines; `cardHashes`
   * (a number's hash under each card key) keep the order that issued that card.
   */
  async orders(filter: HistoryFilter, cardHashes?: readonly string[]): Promise<Page<OrderHistoryRow>> {
    const where = allOf([
      sql`o.account_id = ${filter.accountId}`,
      sql`o.bu_id = ${filter.buId}`,
      sql`o.kind = 'order'`,
      ...timeConditions(sql`o.created_at`, filter),
      filter.status === undefined ? undefined : sql`o.status = ${filter.status}`,
      filter.productName === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM order_lines m WHERE m.order_id = o.id
                        AND m.product_name ILIKE ${containsPattern(filter.productName)})`,
      cardHashes === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM gift_cards g WHERE g.bu_id = o.bu_id AND g.order_no = o.order_no
                        AND g.number_hash IN ${hashList(cardHashes)})`,
    ]);
    const counted = await this.db.execute(sql`SELECT count(*) AS total FROM orders o WHERE ${where}`);
    const found = await this.db.execute(sql`
      SELECT o.order_no, o.created_at, o.status, o.total_amount, o.currency, o.payment_mean, o.invoice_no,
             coalesce(l.quantity, 0) AS quantity, coalesce(l.product_name, '') AS product_name
        FROM orders o
        LEFT JOIN LATERAL (
          SELECT sum(qty) AS quantity,
                 string_agg(DISTINCT product_name, ', ') FILTER (WHERE product_name <> '') AS product_name
            FROM order_lines WHERE order_id = o.id) l ON TRUE
       WHERE ${where}
       ORDER BY o.created_at DESC, o.id DESC
       LIMIT ${filter.limit} OFFSET ${filter.offset}`);
    return {
      totalCount: Number(rowsOf(counted)[0].total),
      records: rowsOf(found).map((row) => ({
        orderNo: String(row.order_no),
        createdAt: new Date(row.created_at as string | Date),
        status: String(row.status),
        quantity: Number(row.quantity),
        amount: Number(row.total_amount),
        currency: String(row.currency),
        paymentMean: String(row.payment_mean),
        productName: String(row.product_name),
        invoiceNo: row.invoice_no === null || row.invoice_no === undefined ? null : String(row.invoice_no),
      })),
    };
  }

  /**
   * Cards the member transferred (T) or received (R: sent to the member's email in the unit, or its new
   * card owned by the member). The product name is the card's product's, in `language` or the unit's
   * `fallback` language; `cardHashes` keep the transfers of one card (the sent card for T, the new one for R).
   */
  async transfers(
    side: TransferSide,
    filter: HistoryFilter,
    language: string,
    fallback: string,
    cardHashes?: readonly string[],
  ): Promise<Page<TransferHistoryRow>> {
    const card = side === 'T' ? sql`f` : sql`n`;
    const name = sql`coalesce(p.names ->> ${language}, p.names ->> ${fallback}, p.names ->> 'en', '')`;
    const mine =
      side === 'T'
        ? sql`t.sender_account_id = ${filter.accountId}`
        : sql`(n.owner_account_id = ${filter.accountId}
               OR lower(t.receiver_email) = (SELECT lower(email) FROM accounts WHERE id = ${filter.accountId}))`;
    const from = sql`
      FROM card_transfers t
      JOIN gift_cards f ON f.id = t.from_card_id
      LEFT JOIN gift_cards n ON n.id = t.to_card_id
      LEFT JOIN products p ON p.bu_id = f.bu_id AND p.item_code = f.item_code
      LEFT JOIN accounts s ON s.id = t.sender_account_id
      LEFT JOIN accounts r ON r.id = n.owner_account_id`;
    const where = allOf([
      mine,
      sql`t.bu_id = ${filter.buId}`,
      ...timeConditions(sql`t.created_at`, filter),
      filter.status === undefined ? undefined : sql`t.status = ${filter.status}`,
      filter.productName === undefined ? undefined : sql`${name} ILIKE ${containsPattern(filter.productName)}`,
      cardHashes === undefined ? undefined : sql`${card}.number_hash IN ${hashList(cardHashes)}`,
    ]);
    const counterpart =
      side === 'T'
        ? sql`trim(coalesce(r.first_name || ' ' || r.last_name, '')) AS counterpart_name,
              t.receiver_email AS counterpart_email`
        : sql`trim(coalesce(s.first_name || ' ' || s.last_name, '')) AS counterpart_name,
              coalesce(s.email, '') AS counterpart_email`;
    const counted = await this.db.execute(sql`SELECT count(*) AS total ${from} WHERE ${where}`);
    const found = await this.db.execute(sql`
      SELECT t.created_at, t.status, t.amount, f.currency, ${name} AS product_name, ${counterpart}
      ${from}
       WHERE ${where}
       ORDER BY t.created_at DESC, t.id DESC
       LIMIT ${filter.limit} OFFSET ${filter.offset}`);
    return {
      totalCount: Number(rowsOf(counted)[0].total),
      records: rowsOf(found).map((row) => ({
        createdAt: new Date(row.created_at as string | Date),
        status: String(row.status).trim(),
        productName: String(row.product_name),
        amount: Number(row.amount),
        currency: String(row.currency),
        counterpartName: String(row.counterpart_name),
        counterpartEmail: String(row.counterpart_email),
      })),
    };
  }

  /**
   * The member's wallet movements: the ledger's confirmed rows (status Y) and the top-ups still
   * requested (R) or canceled (N); a confirmed top-up shows once, as its ledger row.
   */
  async walletMovements(filter: HistoryFilter): Promise<Page<WalletHistoryRow>> {
    const movements = sql`
      SELECT l.id AS id, 1 AS source, l.created_at, l.type, 'Y' AS status, l.amount, l.balance_after,
             w.currency, l.reference, w.card_number
        FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id
       WHERE w.account_id = ${filter.accountId} AND w.bu_id = ${filter.buId}
      UNION ALL
      SELECT t.id, 2, t.created_at, 'L', t.status, t.amount, NULL, t.currency,
             coalesce(t.payment_id, 'topup-' || t.id), w.card_number
        FROM wallet_top_ups t JOIN wallets w ON w.id = t.wallet_id
       WHERE w.account_id = ${filter.accountId} AND w.bu_id = ${filter.buId} AND t.status <> 'Y'`;
    const where = allOf([
      ...timeConditions(sql`m.created_at`, filter),
      filter.status === undefined ? undefined : sql`m.status = ${filter.status}`,
    ]);
    const counted = await this.db.execute(sql`SELECT count(*) AS total FROM (${movements}) m WHERE ${where}`);
    const found = await this.db.execute(sql`
      SELECT * FROM (${movements}) m WHERE ${where}
       ORDER BY m.created_at DESC, m.source ASC, m.id DESC
       LIMIT ${filter.limit} OFFSET ${filter.offset}`);
    return {
      totalCount: Number(rowsOf(counted)[0].total),
      records: rowsOf(found).map((row) => ({
        createdAt: new Date(row.created_at as string | Date),
        type: String(row.type) as WalletMovementType,
        status: String(row.status) as WalletStatus,
        amount: Number(row.amount),
        balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
        currency: String(row.currency),
        reference: String(row.reference),
        cardNumber: String(row.card_number),
      })),
    };
  }
}

/** `(h1, h2, ...)`: the hashes a number may be stored under. */
const hashList = (hashes: readonly string[]) =>
  sql`(${sql.join(
    hashes.map((hash) => sql`${hash}`),
    sql`, `,
  )})`;
