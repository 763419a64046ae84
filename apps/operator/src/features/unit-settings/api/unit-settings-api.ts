import {
  copyUnit,
  getUnitSettings,
  listOperatorUnits,
  listUnitSettingsVersions,
  previewUnitSettings,
  publishUnitSettings,
  restoreUnitSettings,
  saveUnitSettingsDraft,
  type RequestOf,
} from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';

// A unit's settings by versions (decision 0039): read, save a draft, preview, publish, restore, copy.
export const fetchOperatorUnits = () => operatorApi().call(listOperatorUnits, {});
export const fetchUnitSettings = (input: RequestOf<typeof getUnitSettings>) =>
  operatorApi().call(getUnitSettings, input);
export const fetchSettingsVersions = (input: RequestOf<typeof listUnitSettingsVersions>) =>
  operatorApi().call(listUnitSettingsVersions, input);
export const saveSettingsDraft = (input: RequestOf<typeof saveUnitSettingsDraft>) =>
  operatorApi().call(saveUnitSettingsDraft, input);
export const previewSettings = (input: RequestOf<typeof previewUnitSettings>) =>
  operatorApi().call(previewUnitSettings, input);
export const publishSettings = (input: RequestOf<typeof publishUnitSettings>) =>
  operatorApi().call(publishUnitSettings, input);
export const restoreSettings = (input: RequestOf<typeof restoreUnitSettings>) =>
  operatorApi().call(restoreUnitSettings, input);
export const copyBusinessUnit = (input: RequestOf<typeof copyUnit>) => operatorApi().call(copyUnit, input);
