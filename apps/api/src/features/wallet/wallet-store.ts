import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { businessUnits } from '../../db/schema';
import { generateCardNumber } from '../gift-cards/card-number';
import { walletLedger, wallets, type WalletMovementType } from './wallet-tables';

export type Wallet = typeof wallets.$inferSelect;
export type WalletMovement = Pick<typeof walletLedger.$inferSelect, 'id' | 'type' | 'amount' | 'balanceAfter'> & {
  reference: string;
  createdAt: Date;
};

/** What a member's wallet holds now; a member without a wallet yet holds 0 in the unit's currency. */
export interface WalletBalance {
  balance: number;
  currency: string;
  isReloadable: boolean;
  /** The wallet's card number, null until the wallet is opened (its first top-up or credit). */
  cardNumber: string | null;
  walletId: number | null;
}

/** The movements that give (top-up L, cashback C, give-back G); P takes and goes through debit. */
export type WalletCreditType = Exclude<WalletMovementType, 'P'>;

/** Thrown inside a movement's savepoint to undo a balance change whose reference was taken meanwhile. */
class ReferenceTaken extends Error {}

function assertPositiveMinor(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`a wallet movement is a positive number of minor units, not ${amount}`);
}

/**
 * Member wallets (one per account and unit) and their append-only ledger. Every balance change is one
 * conditional UPDATE of the wallet (balance stays >= 0) and one ledger INSERT in the same transaction
 * (a savepoint of the caller's); the UPDATE's row lock orders concurrent movements, and the unique
 * (wallet, reference) makes a replay find its first movement. Ledger rows are never updated or deleted.
 */
export class WalletStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async balanceOf(accountId: number, buId: string): Promise<WalletBalance> {
    const wallet = await this.find(this.db, accountId, buId);
    if (wallet) {
      const { balance, currency, isReloadable, cardNumber, id } = wallet;
      return { balance, currency, isReloadable, cardNumber, walletId: id };
    }
    const [unit] = await this.db
      .select({ currency: sql<string>`${businessUnits.params} ->> 'currency'` })
      .from(businessUnits)
      .where(eq(businessUnits.buId, buId));
    if (!unit) throw new Error(`no business unit ${buId}`);
    return { balance: 0, currency: unit.currency, isReloadable: true, cardNumber: null, walletId: null };
  }

  /** The wallet of an account in a unit, opened (balance 0, the unit's currency) when it has none yet. */
  async open(accountId: number, buId: string, db: Db = this.db): Promise<Wallet> {
    const existing = await this.find(db, accountId, buId);
    if (existing) return existing;
    const createdAt = new Date(this.now()).toISOString();
    // The account must belong to the unit; the wallet takes the unit's currency.
    await db.execute(sql`
      INSERT INTO wallets (account_id, bu_id, currency, card_number, created_at)
      SELECT a.id, a.bu_id, u.params ->> 'currency', ${generateCardNumber()}, ${createdAt}::timestamptz
        FROM accounts a JOIN business_units u ON u.bu_id = a.bu_id
       WHERE a.id = ${accountId} AND a.bu_id = ${buId}
      ON CONFLICT (account_id, bu_id) DO NOTHING`);
    const opened = await this.find(db, accountId, buId);
    if (!opened) throw new Error(`account ${accountId} is not a member of unit ${buId}`);
    return opened;
  }

  /**
   * Takes `amount` (minor units, > 0) from the member's wallet under `reference` (type P), within `tx`:
   * insufficient when the balance (or a missing wallet) does not cover it; duplicate when the wallet
   * already has a movement with this reference (nothing is taken again).
   */
  async debit(
    tx: Db,
    accountId: number,
    buId: string,
    amount: number,
    reference: string,
  ): Promise<'moved' | 'insufficient' | 'duplicate'> {
    assertPositiveMinor(amount);
    const wallet = await this.find(tx, accountId, buId);
    if (!wallet) return 'insufficient';
    return this.move(tx, wallet.id, 'P', -amount, reference);
  }

  /**
   * Gives `amount` (minor units, > 0) to the member's wallet under `reference`, within `tx`, opening the
   * wallet when it has none: L top-up, C cashback, G give-back of a redemption. Duplicate when the
   * wallet already has a movement with this reference.
   */
  async credit(
    tx: Db,
    accountId: number,
    buId: string,
    amount: number,
    reference: string,
    type: WalletCreditType,
  ): Promise<'moved' | 'duplicate'> {
    assertPositiveMinor(amount);
    const wallet = await this.open(accountId, buId, tx);
    const outcome = await this.move(tx, wallet.id, type, amount, reference);
    if (outcome === 'insufficient') throw new Error(`wallet ${wallet.id}: a credit cannot be insufficient`);
    return outcome;
  }

  /** The wallet's movements, oldest first. */
  async movements(walletId: number): Promise<WalletMovement[]> {
    return this.db
      .select(movementColumns)
      .from(walletLedger)
      .where(eq(walletLedger.walletId, walletId))
      .orderBy(walletLedger.id);
  }

  /** The orders the wallet paid (its redemptions P): ever, and from `since` on. */
  async paidOrders(walletId: number, since: Date): Promise<{ total: number; since: number }> {
    const [row] = await this.db
      .select({
        total: sql<string>`count(*)`,
        since: sql<string>`count(*) FILTER (WHERE ${walletLedger.createdAt} >= ${since.toISOString()}::timestamptz)`,
      })
      .from(walletLedger)
      .where(and(eq(walletLedger.walletId, walletId), eq(walletLedger.type, 'P')));
    return { total: Number(row.total), since: Number(row.since) };
  }

  private async find(db: Db, accountId: number, buId: string): Promise<Wallet | null> {
    const [wallet] = await db
      .select()
      .from(wallets)
      .where(and(eq(wallets.accountId, accountId), eq(wallets.buId, buId)));
    return wallet ?? null;
  }

  private async move(
    db: Db,
    walletId: number,
    type: WalletMovementType,
    amount: number,
    reference: string,
  ): Promise<'moved' | 'insufficient' | 'duplicate'> {
    if (await this.hasReference(db, walletId, reference)) return 'duplicate';
    try {
      return await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(wallets)
          .set({ balance: sql`${wallets.balance} + ${amount}` })
          .where(and(eq(wallets.id, walletId), sql`${wallets.balance} + ${amount} >= 0`))
          .returning({ balance: wallets.balance });
        // A concurrent replay of this movement may have committed while the UPDATE waited for its lock.
        if (!moved) return (await this.hasReference(tx, walletId, reference)) ? 'duplicate' : 'insufficient';
        const [written] = await tx
          .insert(walletLedger)
          .values({ walletId, type, amount, balanceAfter: moved.balance, reference, createdAt: new Date(this.now()) })
          .onConflictDoNothing({ target: [walletLedger.walletId, walletLedger.reference] })
          .returning({ id: walletLedger.id });
        if (!written) throw new ReferenceTaken();
        return 'moved';
      });
    } catch (error) {
      if (error instanceof ReferenceTaken) return 'duplicate';
      throw error;
    }
  }

  private async hasReference(db: Db, walletId: number, reference: string): Promise<boolean> {
    const [row] = await db
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(and(eq(walletLedger.walletId, walletId), eq(walletLedger.reference, reference)));
    return row !== undefined;
  }
}

const movementColumns = {
  id: walletLedger.id,
  type: walletLedger.type,
  amount: walletLedger.amount,
  balanceAfter: walletLedger.balanceAfter,
  reference: walletLedger.reference,
  createdAt: walletLedger.createdAt,
};
