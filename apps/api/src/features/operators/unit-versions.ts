import { VERSIONS_PAGE_SIZE, type Version } from '@shop/contracts';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operators, unitVersions, type VersionKind } from './operator-tables';

type VersionRow = typeof unitVersions.$inferSelect;

export interface NewVersion {
  buId: string;
  kind: VersionKind;
  content: Record<string, unknown>;
  basedOn: number | null;
  restoredFrom?: number | null;
  changes: string[];
  note: string;
  createdBy: number | null;
  /** Published at once (a restore, a unit's first version). */
  publish?: boolean;
}

/**
 * The versions of each unit's settings and catalogue (decision 0039): rows are only added, and a draft
 * gets its published_at once. The live version is the one published last.
 */
export class UnitVersions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async live(buId: string, kind: VersionKind, tx: Db = this.db): Promise<VersionRow | null> {
    const [row] = await tx
      .select()
      .from(unitVersions)
      .where(and(eq(unitVersions.buId, buId), eq(unitVersions.kind, kind), isNotNull(unitVersions.publishedAt)))
      // A draft goes live only over the version it was based on (an older one), a restore is the newest:
      // the published version with the highest number is the live one, whatever the clocks said.
      .orderBy(desc(unitVersions.versionNo))
      .limit(1);
    return row ?? null;
  }

  async find(buId: string, kind: VersionKind, versionNo: number, tx: Db = this.db): Promise<VersionRow | null> {
    const [row] = await tx
      .select()
      .from(unitVersions)
      .where(and(eq(unitVersions.buId, buId), eq(unitVersions.kind, kind), eq(unitVersions.versionNo, versionNo)));
    return row ?? null;
  }

  /** Adds a version numbered after the unit's last one; answers its row. */
  async add(tx: Db, version: NewVersion): Promise<VersionRow> {
    const at = new Date(this.now());
    const next = sql<number>`(SELECT coalesce(max(${unitVersions.versionNo}), 0) + 1 FROM ${unitVersions}
      WHERE ${unitVersions.buId} = ${version.buId} AND ${unitVersions.kind} = ${version.kind})`;
    const [row] = await tx
      .insert(unitVersions)
      .values({
        buId: version.buId,
        kind: version.kind,
        versionNo: next,
        content: version.content,
        basedOn: version.basedOn,
        restoredFrom: version.restoredFrom ?? null,
        changes: version.changes,
        note: version.note,
        createdBy: version.createdBy,
        createdAt: at,
        publishedBy: version.publish ? version.createdBy : null,
        publishedAt: version.publish ? at : null,
      })
      .returning();
    return row;
  }

  /** Makes a draft live; false when it is no draft (anymore). */
  async markPublished(tx: Db, row: VersionRow, operatorId: number): Promise<VersionRow | null> {
    const [published] = await tx
      .update(unitVersions)
      .set({ publishedAt: new Date(this.now()), publishedBy: operatorId })
      .where(
        and(
          eq(unitVersions.buId, row.buId),
          eq(unitVersions.kind, row.kind),
          eq(unitVersions.versionNo, row.versionNo),
          sql`${unitVersions.publishedAt} IS NULL`,
        ),
      )
      .returning();
    return published ?? null;
  }

  /** A page of a unit's versions, newest first. */
  async page(buId: string, kind: VersionKind, page: number): Promise<{ rows: VersionRow[]; totalCount: number }> {
    const where = and(eq(unitVersions.buId, buId), eq(unitVersions.kind, kind));
    const [{ total }] = await this.db.select({ total: count() }).from(unitVersions).where(where);
    const rows = await this.db
      .select()
      .from(unitVersions)
      .where(where)
      .orderBy(desc(unitVersions.versionNo))
      .limit(VERSIONS_PAGE_SIZE)
      .offset((page - 1) * VERSIONS_PAGE_SIZE);
    return { rows, totalCount: Number(total) };
  }

  /** The versions as the wire shows them: state, and who made and published each (by name). */
  async views(rows: readonly VersionRow[], liveVersionNo: number): Promise<Version[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.createdBy, row.publishedBy]))].filter(
      (id): id is number => id !== null,
    );
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await this.db
              .select({ id: operators.id, name: operators.name })
              .from(operators)
              .where(inArray(operators.id, ids))
          ).map((row) => [row.id, row.name]),
    );
    const who = (id: number | null) => (id === null ? null : { operatorId: id, name: names.get(id) ?? '' });
    return rows.map((row) => ({
      versionNo: row.versionNo,
      state: row.publishedAt === null ? 'draft' : row.versionNo === liveVersionNo ? 'live' : 'earlier',
      basedOn: row.basedOn,
      restoredFrom: row.restoredFrom,
      createdBy: who(row.createdBy),
      createdAt: row.createdAt.getTime(),
      publishedBy: who(row.publishedBy),
      publishedAt: row.publishedAt?.getTime() ?? null,
      note: row.note,
      changes: row.changes,
    }));
  }
}

export type { VersionRow };
