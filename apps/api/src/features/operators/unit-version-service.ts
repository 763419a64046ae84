import { sql } from 'drizzle-orm';
import { ApiFailure } from '../../http/api-failure';
import type { Db } from '../../db/database';
import type { Services } from '../services';
import type { OperatorPrincipal } from './operator-access';
import type { VersionRow } from './unit-versions';
import type { VersionKindRules } from './unit-version-kinds';

// Drafts, publish and restore of a unit's settings or catalogue (decisions 0039 and 0040). Each action
// runs in one transaction holding the unit's row lock, writes its audit record there and moves the
// publish counter, so every replica drops its caches within a second of the commit.

const AUDIT_AREA = { settings: 'unitSettings', catalogue: 'catalogue' } as const;

async function lockUnit(tx: Db, buId: string): Promise<void> {
  const locked = await tx.execute(sql`SELECT bu_id FROM business_units WHERE bu_id = ${buId} FOR UPDATE`);
  const rows = Array.isArray(locked) ? locked : (locked as { rows: unknown[] }).rows;
  if (rows.length === 0) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
}

/** The unit's live version; a unit without versions gets version 1, made of what it has live. */
export async function liveVersion(services: Services, rules: VersionKindRules, buId: string): Promise<VersionRow> {
  const live = await services.unitVersions.live(buId, rules.kind);
  if (live) return live;
  if (!(await services.units.find(buId))) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
  try {
    return await services.db.transaction(async (tx) => {
      await lockUnit(tx, buId);
      const meanwhile = await services.unitVersions.live(buId, rules.kind, tx);
      if (meanwhile) return meanwhile;
      const content = await rules.readLive(tx, buId);
      const note = 'What the unit had before its first version';
      return services.unitVersions.add(tx, {
        buId,
        kind: rules.kind,
        content,
        basedOn: null,
        changes: [],
        note,
        createdBy: null,
        publish: true,
      });
    });
  } catch (error) {
    // Another replica made it at the same moment: take theirs.
    const made = await services.unitVersions.live(buId, rules.kind);
    if (made) return made;
    throw error;
  }
}

export async function versionOf(
  services: Services,
  rules: VersionKindRules,
  buId: string,
  versionNo: number,
): Promise<VersionRow> {
  const row = await services.unitVersions.find(buId, rules.kind, versionNo);
  if (!row) throw new ApiFailure('UNIT_VERSION_UNKNOWN');
  return row;
}

export async function saveDraft(
  services: Services,
  rules: VersionKindRules,
  operator: OperatorPrincipal,
  draft: { buId: string; basedOn: number; content: Record<string, unknown>; note: string },
): Promise<VersionRow> {
  await liveVersion(services, rules, draft.buId);
  const base = await versionOf(services, rules, draft.buId, draft.basedOn);
  const changes = rules.changes(base.content, draft.content);
  return services.db.transaction(async (tx) => {
    const row = await services.unitVersions.add(tx, {
      buId: draft.buId,
      kind: rules.kind,
      content: draft.content,
      basedOn: base.versionNo,
      changes,
      note: draft.note,
      createdBy: operator.operatorId,
    });
    await services.audit.record(tx, operator, {
      action: `${AUDIT_AREA[rules.kind]}.draft`,
      buId: draft.buId,
      target: `version ${row.versionNo}`,
      details: { basedOn: base.versionNo, changes, note: draft.note },
    });
    return row;
  });
}

/** Publishes a draft: 58053 when it is no draft, 58054 when another version went live since its base. */
export async function publishDraft(
  services: Services,
  rules: VersionKindRules,
  operator: OperatorPrincipal,
  buId: string,
  versionNo: number,
  check?: (live: VersionRow, draft: VersionRow) => void,
): Promise<VersionRow> {
  await liveVersion(services, rules, buId);
  const published = await services.db.transaction(async (tx) => {
    await lockUnit(tx, buId);
    const draft = await services.unitVersions.find(buId, rules.kind, versionNo, tx);
    if (!draft) throw new ApiFailure('UNIT_VERSION_UNKNOWN');
    if (draft.publishedAt !== null) throw new ApiFailure('UNIT_VERSION_NOT_DRAFT');
    const live = await services.unitVersions.live(buId, rules.kind, tx);
    if (!live || live.versionNo !== draft.basedOn) throw new ApiFailure('UNIT_VERSION_STALE');
    check?.(live, draft);
    await rules.apply(tx, buId, draft.content);
    const row = await services.unitVersions.markPublished(tx, draft, operator.operatorId);
    if (!row) throw new ApiFailure('UNIT_VERSION_NOT_DRAFT');
    await services.audit.record(tx, operator, {
      action: `${AUDIT_AREA[rules.kind]}.publish`,
      buId,
      target: `version ${versionNo}`,
      details: { previous: live.versionNo, changes: draft.changes },
    });
    await services.configGeneration.bump(tx);
    return row;
  });
  services.configGeneration.changedHere();
  return published;
}

/** Restores an earlier version: a new version with its content (adjusted by `contentOf`), live at once. */
export async function restoreVersion(
  services: Services,
  rules: VersionKindRules,
  operator: OperatorPrincipal,
  restore: { buId: string; versionNo: number; note: string },
  contentOf: (live: VersionRow, earlier: VersionRow) => Record<string, unknown> = (_live, earlier) => earlier.content,
): Promise<VersionRow> {
  const { buId, versionNo } = restore;
  await liveVersion(services, rules, buId);
  const restored = await services.db.transaction(async (tx) => {
    await lockUnit(tx, buId);
    const earlier = await services.unitVersions.find(buId, rules.kind, versionNo, tx);
    if (!earlier) throw new ApiFailure('UNIT_VERSION_UNKNOWN');
    const live = await services.unitVersions.live(buId, rules.kind, tx);
    if (!live) throw new ApiFailure('UNIT_VERSION_STALE');
    const content = contentOf(live, earlier);
    const changes = rules.changes(live.content, content);
    await rules.apply(tx, buId, content);
    const row = await services.unitVersions.add(tx, {
      buId,
      kind: rules.kind,
      content,
      basedOn: live.versionNo,
      restoredFrom: versionNo,
      changes,
      note: restore.note || `Restored version ${versionNo}`,
      createdBy: operator.operatorId,
      publish: true,
    });
    await services.audit.record(tx, operator, {
      action: `${AUDIT_AREA[rules.kind]}.restore`,
      buId,
      target: `version ${row.versionNo}`,
      details: { restoredFrom: versionNo, previous: live.versionNo, changes },
    });
    await services.configGeneration.bump(tx);
    return row;
  });
  services.configGeneration.changedHere();
  return restored;
}

/** A page of versions as the wire shows them. */
export async function versionsPage(services: Services, rules: VersionKindRules, buId: string, page: number) {
  const live = await liveVersion(services, rules, buId);
  const { rows, totalCount } = await services.unitVersions.page(buId, rules.kind, page);
  return { versions: await services.unitVersions.views(rows, live.versionNo), totalCount, page, pageSize: 30 };
}
