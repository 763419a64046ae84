import { aliasedTable, and, asc, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { accounts } from '../auth/auth-tables';
import type { AccountRow } from '../auth/account-repository';
import { orders } from '../orders/order-tables';
import { salesmanCustomers, salesmanOrders } from './salesmen-tables';

export type NewSalesmanOrder = typeof salesmanOrders.$inferInsert;

/** A business customer with its owning salesman (id and name; null when it has none). */
export interface OwnedCustomer {
  account: AccountRow;
  owner: { accountId: number; name: string } | null;
}

export interface CustomerQuery {
  buId: string;
  /** Only this salesman's customers; null for every customer of the unit (an admin's list). */
  salesmanAccountId: number | null;
  search: string;
  page: number;
  pageSize: number;
}

/** One order of a commission statement. */
export interface StatementRow {
  orderNo: string;
  createdAt: Date;
  customerAccountId: number;
  companyInfo: Record<string, unknown> | null;
  customerName: string;
  status: string;
  totalAmount: number;
  commissionAmount: number;
}

const owners = aliasedTable(accounts, 'owners');
const companyName = sql<string>`coalesce(${accounts.companyInfo} ->> 'companyName', '')`;

/** The salesmen's queries: customers' owners, the customer lists, salesmen's orders and statements. */
export class SalesmanRepository {
  constructor(private readonly db: Db) {}

  private ownedCustomers() {
    return this.db
      .select({ account: accounts, ownerId: owners.id, ownerFirst: owners.firstName, ownerLast: owners.lastName })
      .from(accounts)
      .leftJoin(salesmanCustomers, eq(salesmanCustomers.customerAccountId, accounts.id))
      .leftJoin(owners, eq(owners.id, salesmanCustomers.salesmanAccountId));
  }

  private static owned(row: {
    account: AccountRow;
    ownerId: number | null;
    ownerFirst: string | null;
    ownerLast: string | null;
  }): OwnedCustomer {
    const owner =
      row.ownerId === null ? null : { accountId: row.ownerId, name: `${row.ownerFirst} ${row.ownerLast}`.trim() };
    return { account: row.account, owner };
  }

  /** A business customer of the unit with its owner; null when the id names no business account there. */
  async customer(buId: string, accountId: number): Promise<OwnedCustomer | null> {
    const [row] = await this.ownedCustomers().where(
      and(eq(accounts.id, accountId), eq(accounts.buId, buId), eq(accounts.custType, 'B')),
    );
    return row ? SalesmanRepository.owned(row) : null;
  }

  /** A page of business customers by company name; the search matches company, contact name or email. */
  async customerPage(query: CustomerQuery): Promise<{ totalCount: number; customers: OwnedCustomer[] }> {
    const conditions: SQL[] = [
      eq(accounts.buId, query.buId),
      eq(accounts.custType, 'B'),
      ne(accounts.status, 'disabled'),
    ];
    if (query.salesmanAccountId !== null)
      conditions.push(eq(salesmanCustomers.salesmanAccountId, query.salesmanAccountId));
    const search = query.search.trim();
    if (search) {
      const pattern = containsPattern(search);
      conditions.push(
        or(
          sql`${companyName} ilike ${pattern}`,
          ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
          ilike(accounts.email, pattern),
        ) as SQL,
      );
    }
    const where = and(...conditions);
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(accounts)
      .leftJoin(salesmanCustomers, eq(salesmanCustomers.customerAccountId, accounts.id))
      .where(where);
    const rows = await this.ownedCustomers()
      .where(where)
      .orderBy(asc(sql`lower(${companyName})`), asc(accounts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { totalCount: Number(total), customers: rows.map((row) => SalesmanRepository.owned(row)) };
  }

  /** Makes a salesman the owner of a business customer (the seed; later the operators' tool). */
  async assign(customerAccountId: number, salesmanAccountId: number, tx: Db = this.db): Promise<void> {
    await tx
      .insert(salesmanCustomers)
      .values({ customerAccountId, salesmanAccountId })
      .onConflictDoUpdate({ target: salesmanCustomers.customerAccountId, set: { salesmanAccountId } });
  }

  /** Records a salesman's order, in the transaction that stores the customer's order. */
  async recordOrder(tx: Db, row: NewSalesmanOrder): Promise<void> {
    await tx.insert(salesmanOrders).values(row);
  }

  /** The salesman's row of an order, or null when no salesman placed it. */
  async orderRecord(orderId: number) {
    const [row] = await this.db.select().from(salesmanOrders).where(eq(salesmanOrders.orderId, orderId));
    return row ?? null;
  }

  /** A salesman's orders placed in [from, to), newest first, cancelled ones (02) left out. */
  async statement(salesmanAccountId: number, from: Date, to: Date): Promise<StatementRow[]> {
    const rows = await this.db
      .select({
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        customerAccountId: accounts.id,
        companyInfo: accounts.companyInfo,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        status: orders.status,
        totalAmount: orders.totalAmount,
        commissionAmount: salesmanOrders.commissionAmount,
      })
      .from(salesmanOrders)
      .innerJoin(orders, eq(orders.id, salesmanOrders.orderId))
      .innerJoin(accounts, eq(accounts.id, salesmanOrders.customerAccountId))
      .where(
        and(
          eq(salesmanOrders.salesmanAccountId, salesmanAccountId),
          gte(salesmanOrders.createdAt, from),
          lt(salesmanOrders.createdAt, to),
          ne(orders.status, '02'),
        ),
      )
      .orderBy(desc(salesmanOrders.createdAt), desc(salesmanOrders.orderId));
    return rows.map(({ firstName, lastName, ...row }) => ({ ...row, customerName: `${firstName} ${lastName}`.trim() }));
  }
}
