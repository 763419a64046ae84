import { and, asc, eq, inArray, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema';
import { kybDossiers, kybMembers, type KybDossierStateColumn } from './kyb-tables';

export type KybDossierRow = typeof kybDossiers.$inferSelect;
export type KybRole = 'representative' | 'shareholder';

/** A person of the dossier with its ID document's stored file (null while a draft waits for it). */
export interface KybMemberRecord {
  subId: string;
  role: KybRole;
  details: Record<string, unknown>;
  idDocument: { fileId: string; fileName: string; size: number; contentType: string } | null;
}

export interface KybDossierRecord {
  dossier: KybDossierRow;
  members: KybMemberRecord[];
}

/** The parts of type 0 a tab saves. */
export interface KybCompanyParts {
  companyInfo?: Record<string, unknown>;
  embargoInfo?: Record<string, unknown>;
  bankInfo?: Record<string, unknown>;
}

/** Why a change was refused: the dossier is not editable, or a person's ID document is not usable. */
export type KybChangeRefusal = { refused: 'locked' } | { refused: 'document'; index: number };

/** Draft and rejected dossiers are edited; a submitted one waits for its reviewer; approved is final. */
export const EDITABLE_STATES: readonly KybDossierStateColumn[] = ['draft', 'rejected'];

class Refused extends Error {
  constructor(readonly refusal: KybChangeRefusal) {
    super('refused');
  }
}

/** The KYB dossiers: their tabs, people and state (the company's side; reviews are in KybReviews). */
export class KybDossiers {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async find(accountId: number, db: Db = this.db): Promise<KybDossierRecord | null> {
    const [dossier] = await db.select().from(kybDossiers).where(eq(kybDossiers.kybAccountId, accountId));
    if (!dossier) return null;
    const rows = await db
      .select({
        id: kybMembers.id,
        role: kybMembers.role,
        details: kybMembers.details,
        fileId: storedFiles.id,
        fileName: storedFiles.originalName,
        size: storedFiles.size,
        contentType: storedFiles.contentType,
      })
      .from(kybMembers)
      .leftJoin(storedFiles, eq(storedFiles.id, kybMembers.idDocumentFileId))
      .where(eq(kybMembers.kybAccountId, accountId))
      .orderBy(asc(kybMembers.role), asc(kybMembers.position));
    const members = rows.map((row) => ({
      subId: String(row.id),
      role: row.role,
      details: row.details,
      idDocument:
        row.fileId === null
          ? null
          : {
              fileId: row.fileId,
              fileName: row.fileName ?? '',
              size: row.size ?? 0,
              contentType: row.contentType ?? '',
            },
    }));
    return { dossier, members };
  }

  /** Saves the type-0 parts given, if the dossier is editable. */
  async saveCompanyParts(accountId: number, parts: KybCompanyParts): Promise<KybChangeRefusal | null> {
    const set: Partial<typeof kybDossiers.$inferInsert> = { updatedAt: new Date(this.now()) };
    if (parts.companyInfo) set.companyInfo = parts.companyInfo;
    if (parts.embargoInfo) set.embargoInfo = parts.embargoInfo;
    if (parts.bankInfo) set.bankInfo = parts.bankInfo;
    const rows = await this.db
      .update(kybDossiers)
      .set(set)
      .where(and(eq(kybDossiers.kybAccountId, accountId), inArray(kybDossiers.state, [...EDITABLE_STATES])))
      .returning({ id: kybDossiers.kybAccountId });
    return rows.length > 0 ? null : { refused: 'locked' };
  }

  /**
   * Replaces the representatives or the shareholders of an editable dossier, in one transaction. Each
   * person's ID document must be a kybDocument PDF of the unit that no other dossier holds (its id is
   * 128 random bits, known only to its uploader); it is handed to the dossier (scope kyb:<id>).
   */
  async replaceMembers(
    buId: string,
    accountId: number,
    role: KybRole,
    people: readonly { details: Record<string, unknown>; fileId: string | null }[],
  ): Promise<KybChangeRefusal | null> {
    const now = new Date(this.now());
    const scope = `kyb:${accountId}`;
    try {
      await this.db.transaction(async (tx) => {
        const [dossier] = await tx
          .select({ state: kybDossiers.state })
          .from(kybDossiers)
          .where(eq(kybDossiers.kybAccountId, accountId))
          .for('update');
        if (!dossier || !EDITABLE_STATES.includes(dossier.state)) throw new Refused({ refused: 'locked' });
        for (const [index, person] of people.entries()) {
          // A draft person may wait for the ID document: kybSubmit refuses them until it is there.
          if (person.fileId === null) continue;
          const claimed = await tx
            .update(storedFiles)
            .set({ ownerScope: scope })
            .where(
              and(
                eq(storedFiles.id, person.fileId),
                eq(storedFiles.buId, buId),
                eq(storedFiles.purpose, 'kybDocument'),
                eq(storedFiles.contentType, 'application/pdf'),
                // Not yet any dossier's (a visitor's or a signed-in shopper's upload), or this one's.
                or(notLike(storedFiles.ownerScope, 'kyb:%'), eq(storedFiles.ownerScope, scope)),
              ),
            )
            .returning({ id: storedFiles.id });
          if (claimed.length === 0) throw new Refused({ refused: 'document', index });
        }
        await tx.delete(kybMembers).where(and(eq(kybMembers.kybAccountId, accountId), eq(kybMembers.role, role)));
        if (people.length > 0) {
          await tx.insert(kybMembers).values(
            people.map((person, position) => ({
              kybAccountId: accountId,
              role,
              position,
              details: person.details,
              idDocumentFileId: person.fileId,
              createdAt: now,
            })),
          );
        }
        const saved = role === 'representative' ? { representativesSaved: true } : { shareholdersSaved: true };
        await tx
          .update(kybDossiers)
          .set({ ...saved, updatedAt: now })
          .where(eq(kybDossiers.kybAccountId, accountId));
      });
      return null;
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }

  /**
   * Files an editable dossier for review, provided it has not changed since `checkedAt` (the version
   * the server just checked); answers when, or null when it is no longer editable or was changed.
   */
  async submit(accountId: number, checkedAt: Date): Promise<Date | null> {
    const now = new Date(this.now());
    const rows = await this.db
      .update(kybDossiers)
      .set({ state: 'submitted', submittedAt: now, updatedAt: now })
      .where(
        and(
          eq(kybDossiers.kybAccountId, accountId),
          inArray(kybDossiers.state, [...EDITABLE_STATES]),
          sql`${kybDossiers.updatedAt} = ${checkedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning({ submittedAt: kybDossiers.submittedAt });
    return rows[0]?.submittedAt ?? null;
  }
}
