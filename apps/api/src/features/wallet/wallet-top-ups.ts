import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import type { WalletStore } from './wallet-store';
import { wallets, walletTopUps, type WalletStatus } from './wallet-tables';

/** A top-up request with its wallet's owner. */
export interface WalletTopUp {
  id: number;
  walletId: number;
  accountId: number;
  buId: string;
  email: string;
  amount: number;
  currency: string;
  status: WalletStatus;
  paymentId: string | null;
}

/**
 * Top-ups the members asked for, paid by a hosted payment (spec 2 section 9 wallet statuses: R
 * requesting, then Y confirmed or N canceled). The balance itself moves only in WalletStore's ledger,
 * when the payment settles.
 */
export class WalletTopUps {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly wallets: WalletStore,
  ) {}

  /**
   * Records a request of `amount` minor units (status R), one per member's client key: the same key
   * answers the request it first made. Opens the wallet when the member has none.
   */
  async request(accountId: number, buId: string, amount: number, clientKey: string): Promise<WalletTopUp> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a top-up of ${amount} is not allowed`);
    const wallet = await this.wallets.open(accountId, buId);
    const [made] = await this.db
      .insert(walletTopUps)
      .values({ walletId: wallet.id, amount, currency: wallet.currency, clientKey, createdAt: new Date(this.now()) })
      .onConflictDoNothing({ target: [walletTopUps.walletId, walletTopUps.clientKey] })
      .returning({ id: walletTopUps.id });
    const id =
      made?.id ??
      (
        await this.db
          .select({ id: walletTopUps.id })
          .from(walletTopUps)
          .where(and(eq(walletTopUps.walletId, wallet.id), eq(walletTopUps.clientKey, clientKey)))
      )[0].id;
    const topUp = await this.find(id);
    if (!topUp) throw new Error(`top-up ${id} vanished`);
    return topUp;
  }

  async find(id: number, db: Db = this.db): Promise<WalletTopUp | null> {
    const [row] = await db
      .select({
        id: walletTopUps.id,
        walletId: walletTopUps.walletId,
        accountId: wallets.accountId,
        buId: wallets.buId,
        email: accounts.email,
        amount: walletTopUps.amount,
        currency: walletTopUps.currency,
        status: walletTopUps.status,
        paymentId: walletTopUps.paymentId,
      })
      .from(walletTopUps)
      .innerJoin(wallets, eq(wallets.id, walletTopUps.walletId))
      .innerJoin(accounts, eq(accounts.id, wallets.accountId))
      .where(eq(walletTopUps.id, id));
    return row ?? null;
  }

  /** Notes the hosted payment paying a requested top-up. */
  async attachPayment(id: number, paymentId: string): Promise<void> {
    await this.db
      .update(walletTopUps)
      .set({ paymentId })
      .where(and(eq(walletTopUps.id, id), eq(walletTopUps.status, 'R')));
  }

  /**
   * Marks the top-up paid (Y) within the settling transaction. A top-up canceled meanwhile (N) is
   * confirmed too: the money was received, so the member gets it. Answers whether it changed.
   */
  async confirm(tx: Db, id: number, paymentId: string): Promise<boolean> {
    const changed = await tx
      .update(walletTopUps)
      .set({ status: 'Y', paymentId, decidedAt: new Date(this.now()) })
      .where(and(eq(walletTopUps.id, id), inArray(walletTopUps.status, ['R', 'N'])))
      .returning({ id: walletTopUps.id });
    return changed.length > 0;
  }

  /** A payment that failed or was abandoned: the requested top-up is canceled (N). */
  async cancel(id: number): Promise<boolean> {
    const changed = await this.db
      .update(walletTopUps)
      .set({ status: 'N', decidedAt: new Date(this.now()) })
      .where(and(eq(walletTopUps.id, id), eq(walletTopUps.status, 'R')))
      .returning({ id: walletTopUps.id });
    return changed.length > 0;
  }

  /** The amount of the wallet's top-ups still requested (processAmount). */
  async processAmount(walletId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${walletTopUps.amount}), 0)` })
      .from(walletTopUps)
      .where(and(eq(walletTopUps.walletId, walletId), eq(walletTopUps.status, 'R')));
    return Number(row.total);
  }
}
