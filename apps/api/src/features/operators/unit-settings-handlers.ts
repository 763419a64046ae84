import {
  BusinessUnitSchema,
  copyUnit,
  getUnitSettings,
  listOperatorUnits,
  listUnitSettingsVersions,
  previewUnitSettings,
  publishUnitSettings,
  restoreUnitSettings,
  saveUnitSettingsDraft,
  type BusinessUnit,
} from '@shop/contracts';
import * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { fieldIssues } from '../../http/endpoint-routes';
import { handler } from '../../http/handler';
import type { Services } from '../services';
import { operatorOf, operatorRunning, runsUnit } from './operator-access';
import { copyUnitWithCatalogue } from './unit-copy';
import { CATALOGUE_RULES, SETTINGS_RULES, normalisedParams } from './unit-version-kinds';
import { liveVersion, publishDraft, restoreVersion, saveDraft, versionOf, versionsPage } from './unit-version-service';

/** A version's parameters as the shop reads them; a stored version that no longer parses is a server fault. */
function paramsOf(services: Services, content: Record<string, unknown>): BusinessUnit {
  return services.units.parse(content);
}

/** What is stored of the operator's parameters: the server's own fields (focus colour, captcha mode) left out. */
function storedParams(buId: string, params: BusinessUnit): Record<string, unknown> {
  if (params.buId !== buId) {
    throw new ApiFailure('UNIT_SETTINGS_INVALID', [{ path: 'params.buId', message: 'Must be the unit being edited' }]);
  }
  const check = v.safeParse(BusinessUnitSchema, params);
  if (!check.success) throw new ApiFailure('UNIT_SETTINGS_INVALID', fieldIssues(check.issues));
  return normalisedParams(check.output);
}

const units = handler(listOperatorUnits, async (call) => {
  const operator = operatorOf(call);
  const { services } = call;
  const all = (await services.units.list()).filter((unit) => runsUnit(operator, unit.buId));
  return {
    units: await Promise.all(
      all.map(async (unit) => {
        const params = await services.units.find(unit.buId);
        return {
          buId: unit.buId,
          name: unit.name,
          countryCode: unit.countryCode,
          currency: params?.currency ?? '',
          liveSettingsVersion: (await liveVersion(services, SETTINGS_RULES, unit.buId)).versionNo,
          liveCatalogueVersion: (await liveVersion(services, CATALOGUE_RULES, unit.buId)).versionNo,
        };
      }),
    ),
  };
});

const settings = handler(getUnitSettings, async (call) => {
  const { input, services } = call;
  operatorRunning(call, input.buId);
  const live = await liveVersion(services, SETTINGS_RULES, input.buId);
  const row =
    input.versionNo === undefined ? live : await versionOf(services, SETTINGS_RULES, input.buId, input.versionNo);
  const [version] = await services.unitVersions.views([row], live.versionNo);
  return { version, liveVersionNo: live.versionNo, params: paramsOf(services, row.content) };
});

const versions = handler(listUnitSettingsVersions, async (call) => {
  operatorRunning(call, call.input.buId);
  return versionsPage(call.services, SETTINGS_RULES, call.input.buId, call.input.page);
});

const draft = handler(saveUnitSettingsDraft, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  const content = storedParams(input.buId, input.params);
  const row = await saveDraft(services, SETTINGS_RULES, operator, { ...input, content });
  const live = await liveVersion(services, SETTINGS_RULES, input.buId);
  return { version: (await services.unitVersions.views([row], live.versionNo))[0] };
});

const preview = handler(previewUnitSettings, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  await versionOf(services, SETTINGS_RULES, input.buId, input.versionNo);
  const { token, expiresAt } = services.unitPreviews.create(input.buId, input.versionNo);
  await services.audit.record(null, operator, {
    action: 'unitSettings.preview',
    buId: input.buId,
    target: `version ${input.versionNo}`,
  });
  return { previewUrl: services.unitPreviews.url(services.shopUrl, input.buId, token), expiresAt };
});

const publish = handler(publishUnitSettings, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  const row = await publishDraft(services, SETTINGS_RULES, operator, input.buId, input.versionNo);
  return { version: (await services.unitVersions.views([row], row.versionNo))[0] };
});

const restore = handler(restoreUnitSettings, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  const row = await restoreVersion(services, SETTINGS_RULES, operator, input);
  return { version: (await services.unitVersions.views([row], row.versionNo))[0] };
});

const copy = handler(copyUnit, async (call) => copyUnitWithCatalogue(call));

/** A unit's settings versions, its preview, and new units as copies (issue 21). */
export const UNIT_SETTINGS_HANDLERS = [units, settings, versions, draft, preview, publish, restore, copy];
