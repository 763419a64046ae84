import type { Operator, OperatorRole } from '@shop/contracts';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operatorSessions, operatorUnits, operators } from './operator-tables';

export interface OperatorRow {
  operatorId: number;
  email: string;
  name: string;
  role: OperatorRole;
  active: boolean;
  /** The units he runs (empty for an administrator, who runs every unit). */
  unitIds: string[];
}

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  unitIds: readonly string[];
  passwordHash: string;
  sealedTotpSecret: Uint8Array;
}

/** Operator accounts and the units each runs. */
export class OperatorAccounts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** What the password step needs: the account of an email (compared lower-case). */
  async findForSignIn(email: string) {
    const [row] = await this.db
      .select({ operatorId: operators.id, passwordHash: operators.passwordHash, active: operators.active })
      .from(operators)
      .where(eq(operators.email, email.toLowerCase()));
    return row ?? null;
  }

  async find(operatorId: number): Promise<OperatorRow | null> {
    const [found] = await this.list([operatorId]);
    return found ?? null;
  }

  /** The accounts (all, or those of `ids`), by email, each with his units. */
  async list(ids?: readonly number[]): Promise<OperatorRow[]> {
    const rows = await this.db
      .select()
      .from(operators)
      .where(ids ? inArray(operators.id, [...ids]) : undefined)
      .orderBy(asc(operators.email));
    if (rows.length === 0) return [];
    const units = await this.db
      .select()
      .from(operatorUnits)
      .where(
        inArray(
          operatorUnits.operatorId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(operatorUnits.buId));
    return rows.map((row) => ({
      operatorId: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      active: row.active,
      unitIds:
        row.role === 'administrator' ? [] : units.filter((unit) => unit.operatorId === row.id).map((u) => u.buId),
    }));
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.findForSignIn(email)) !== null;
  }

  /** Creates an account (inside the caller's transaction, with its audit record); answers its id. */
  async create(tx: Db, account: NewOperator): Promise<number> {
    const [row] = await tx
      .insert(operators)
      .values({
        email: account.email.toLowerCase(),
        name: account.name,
        role: account.role,
        passwordHash: account.passwordHash,
        totpSecret: account.sealedTotpSecret,
      })
      .returning({ id: operators.id });
    await this.setUnits(tx, row.id, account.role, account.unitIds);
    return row.id;
  }

  /** Changes name, role, units and whether he may sign in; disabling him ends his sessions. */
  async update(
    tx: Db,
    operatorId: number,
    change: { name: string; role: OperatorRole; unitIds: readonly string[]; active: boolean },
  ): Promise<void> {
    await tx
      .update(operators)
      .set({ name: change.name, role: change.role, active: change.active })
      .where(eq(operators.id, operatorId));
    await tx.delete(operatorUnits).where(eq(operatorUnits.operatorId, operatorId));
    await this.setUnits(tx, operatorId, change.role, change.unitIds);
    if (!change.active) {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: new Date(this.now()) })
        .where(eq(operatorSessions.operatorId, operatorId));
    }
  }

  private async setUnits(tx: Db, operatorId: number, role: OperatorRole, unitIds: readonly string[]) {
    if (role === 'administrator' || unitIds.length === 0) return;
    await tx
      .insert(operatorUnits)
      .values([...new Set(unitIds)].map((buId) => ({ operatorId, buId })))
      .onConflictDoNothing();
  }

  async sealedTotpSecret(operatorId: number): Promise<Uint8Array | null> {
    const [row] = await this.db
      .select({ secret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.id, operatorId));
    return row?.secret ?? null;
  }

  /**
   * Takes a TOTP step as used: true once per step and account (a later step than the last accepted),
   * so a code seen over a shoulder or replayed cannot open a second session.
   */
  async acceptTotpStep(operatorId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operatorId), lt(operators.totpLastStep, step), eq(operators.active, true)))
      .returning({ id: operators.id });
    return rows.length === 1;
  }
}

/** An account as the wire shows it, with its units' names (every unit for an administrator). */
export function operatorView(row: OperatorRow, units: readonly { buId: string; name: string }[]): Operator {
  const runs = (buId: string) => row.role === 'administrator' || row.unitIds.includes(buId);
  return {
    operatorId: row.operatorId,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    units: units.filter((unit) => runs(unit.buId)).map((unit) => ({ buId: unit.buId, name: unit.name })),
  };
}
