import type { copyUnit, RequestOf, ResponseOf } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { ApiFailure } from '../../http/api-failure';
import { businessUnits } from '../../http/unit-tables';
import type { Call } from '../services';
import { administratorOf } from './operator-access';
import { readCatalogue, writeCatalogue } from './catalogue-snapshot';
import { CATALOGUE_RULES, SETTINGS_RULES } from './unit-version-kinds';
import { liveVersion } from './unit-version-service';

type CopyInput = Required<RequestOf<typeof copyUnit>>;

/**
 * A new unit as a copy of another (administrators only; decision 0039): the source's live settings with
 * the new id and name, its live catalogue, letters and additional products; both versions start at 1.
 * Operators of the source do not run the copy until an administrator gives it to them.
 */
export async function copyUnitWithCatalogue(call: Call<CopyInput>): Promise<ResponseOf<typeof copyUnit>> {
  const administrator = administratorOf(call);
  const { input, services } = call;
  const settings = await liveVersion(services, SETTINGS_RULES, input.fromBuId);
  await liveVersion(services, CATALOGUE_RULES, input.fromBuId);
  if (await services.units.find(input.buId)) throw new ApiFailure('UNIT_ALREADY_EXISTS');
  const params = { ...settings.content, buId: input.buId, name: input.name };
  services.units.parse(params);
  await services.db.transaction(async (tx) => {
    const [taken] = await tx.select().from(businessUnits).where(eq(businessUnits.buId, input.buId));
    if (taken) throw new ApiFailure('UNIT_ALREADY_EXISTS');
    await tx.insert(businessUnits).values({ buId: input.buId, params });
    const catalogue = await readCatalogue(tx, input.fromBuId);
    await writeCatalogue(tx, input.buId, catalogue);
    await tx.execute(sql`INSERT INTO letter_types (bu_id, letter_type_id, names, price, image_url)
      SELECT ${input.buId}, letter_type_id, names, price, image_url FROM letter_types WHERE bu_id = ${input.fromBuId}`);
    await tx.execute(sql`INSERT INTO additional_products (bu_id, extra_item_code, names, amount, image_url, item_codes)
      SELECT ${input.buId}, extra_item_code, names, amount, image_url, item_codes
        FROM additional_products WHERE bu_id = ${input.fromBuId}`);
    const note = `Copy of unit ${input.fromBuId}`;
    for (const [kind, content] of [
      ['settings', params],
      ['catalogue', catalogue],
    ] as const) {
      await services.unitVersions.add(tx, {
        buId: input.buId,
        kind,
        content: content as Record<string, unknown>,
        basedOn: null,
        changes: [],
        note,
        createdBy: administrator.operatorId,
        publish: true,
      });
    }
    await services.audit.record(tx, administrator, {
      action: 'unit.copy',
      buId: input.buId,
      target: input.name,
      details: { fromBuId: input.fromBuId, settingsVersion: settings.versionNo },
    });
    await services.configGeneration.bump(tx);
  });
  services.configGeneration.changedHere();
  return { unit: { buId: input.buId, name: input.name } };
}
