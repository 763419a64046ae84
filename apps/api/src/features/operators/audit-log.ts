import { AUDIT_PAGE_SIZE, type AuditEntry } from '@shop/contracts';
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { OperatorPrincipal } from './operator-access';
import { operatorAudit } from './operator-tables';

/** One operator action as the audit log records it. */
export interface AuditRecord {
  /** What was done: '<area>.<verb>', e.g. 'unitSettings.publish', 'refund.partial', 'review.approve'. */
  action: string;
  /** The unit acted on; '' when none (operator accounts). */
  buId?: string;
  /** What was acted on within it: 'version 4', an order number, an email. */
  target?: string;
  /** The action's facts (what changed, a reason, amounts); never a secret or a password. */
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  page: number;
  buId?: string;
  operatorId?: number;
  /** Actions starting with this, e.g. 'unitSettings.' */
  action?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The append-only audit log of operator actions (the table refuses UPDATE, DELETE and TRUNCATE). An
 * action records itself in the transaction that does it, so the log holds exactly what happened.
 */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Records an action of `operator`, inside `tx` (the action's own transaction) or alone. */
  async record(tx: Db | null, operator: Pick<OperatorPrincipal, 'operatorId' | 'name' | 'email'>, entry: AuditRecord) {
    await (tx ?? this.db).insert(operatorAudit).values({
      at: new Date(this.now()),
      operatorId: operator.operatorId,
      operatorName: operator.name,
      operatorEmail: operator.email,
      action: entry.action,
      buId: entry.buId ?? '',
      target: entry.target ?? '',
      details: entry.details ?? {},
    });
  }

  /** A page of the log, newest first. */
  async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; totalCount: number }> {
    const conditions: SQL[] = [];
    if (filter.buId) conditions.push(eq(operatorAudit.buId, filter.buId));
    if (filter.operatorId) conditions.push(eq(operatorAudit.operatorId, filter.operatorId));
    if (filter.action) conditions.push(like(operatorAudit.action, `${escapeLike(filter.action)}%`));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [{ total }] = await this.db.select({ total: count() }).from(operatorAudit).where(where);
    const rows = await this.db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
    return {
      totalCount: Number(total),
      entries: rows.map((row) => ({
        auditId: row.id,
        at: row.at.getTime(),
        operatorId: row.operatorId,
        operatorName: row.operatorName,
        operatorEmail: row.operatorEmail,
        action: row.action,
        buId: row.buId,
        target: row.target,
        details: row.details,
      })),
    };
  }
}
