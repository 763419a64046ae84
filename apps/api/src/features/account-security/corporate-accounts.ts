import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../auth/auth-tables';
import { corporateCodes, corporateMembers } from './account-security-tables';

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const NEW_CODE_TRIES = 5;

function newCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

export interface CorporateMemberRow {
  memberId: number;
  firstName: string;
  lastName: string;
  email: string;
  linkedAt: Date;
}

/** Companies' corporate codes and their B2B2C members (decision 0051). */
export class CorporateAccounts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** A company's code, made on first use. */
  async codeOf(companyAccountId: number, buId: string): Promise<string> {
    for (let attempt = 0; attempt < NEW_CODE_TRIES; attempt += 1) {
      const [existing] = await this.db
        .select({ code: corporateCodes.code })
        .from(corporateCodes)
        .where(eq(corporateCodes.companyAccountId, companyAccountId));
      if (existing) return existing.code;
      // A code another company of the unit already has is refused by the unique key: try another.
      await this.db
        .insert(corporateCodes)
        .values({ companyAccountId, buId, code: newCode(), createdAt: new Date(this.now()) })
        .onConflictDoNothing();
    }
    throw new Error(`no corporate code could be made for account ${companyAccountId}`);
  }

  async companyOfCode(buId: string, code: string): Promise<number | null> {
    const [row] = await this.db
      .select({ companyAccountId: corporateCodes.companyAccountId })
      .from(corporateCodes)
      .where(and(eq(corporateCodes.buId, buId), eq(corporateCodes.code, code)));
    return row?.companyAccountId ?? null;
  }

  async linkOf(memberAccountId: number): Promise<{ companyAccountId: number; linkedAt: Date } | null> {
    const [row] = await this.db
      .select({ companyAccountId: corporateMembers.companyAccountId, linkedAt: corporateMembers.linkedAt })
      .from(corporateMembers)
      .where(eq(corporateMembers.memberAccountId, memberAccountId));
    return row ?? null;
  }

  /** Links a member to a company; false when the member already is linked (to any company). */
  async link(memberAccountId: number, companyAccountId: number): Promise<boolean> {
    const linked = await this.db
      .insert(corporateMembers)
      .values({ memberAccountId, companyAccountId, linkedAt: new Date(this.now()) })
      .onConflictDoNothing()
      .returning({ id: corporateMembers.memberAccountId });
    return linked.length === 1;
  }

  async unlink(companyAccountId: number, memberAccountId: number): Promise<boolean> {
    const removed = await this.db
      .delete(corporateMembers)
      .where(
        and(
          eq(corporateMembers.companyAccountId, companyAccountId),
          eq(corporateMembers.memberAccountId, memberAccountId),
        ),
      )
      .returning({ id: corporateMembers.memberAccountId });
    return removed.length === 1;
  }

  async memberCount(companyAccountId: number): Promise<number> {
    const [row] = await this.db
      .select({ members: count() })
      .from(corporateMembers)
      .where(eq(corporateMembers.companyAccountId, companyAccountId));
    return row?.members ?? 0;
  }

  /** A company's members, newest first. */
  async members(companyAccountId: number): Promise<CorporateMemberRow[]> {
    return this.db
      .select({
        memberId: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        linkedAt: corporateMembers.linkedAt,
      })
      .from(corporateMembers)
      .innerJoin(accounts, eq(accounts.id, corporateMembers.memberAccountId))
      .where(eq(corporateMembers.companyAccountId, companyAccountId))
      .orderBy(desc(corporateMembers.linkedAt), desc(accounts.id));
  }
}
