import { CatalogueSection } from '../features/catalogue-editor/components/CataloguePage';
import { CopyUnitPage } from '../features/copy-unit/components/CopyUnitPage';
import { UnitSettingsSection } from '../features/unit-settings/components/UnitSettingsPage';
import { BACK_OFFICE_SECTIONS } from './back-office-sections';
import type { OperatorSection } from './operator-section';

/**
 * The operator frame's navigation and sub-routes, from one list: each entry is a link in the frame's
 * side navigation and the page at /operator/<path>. The unit settings' sections first, then the back office's.
 */
export const OPERATOR_SECTIONS: readonly OperatorSection[] = [
  { path: 'settings', labelKey: 'nav.settings', page: UnitSettingsSection },
  { path: 'catalogue', labelKey: 'nav.catalogue', page: CatalogueSection },
  { path: 'copy-unit', labelKey: 'nav.copyUnit', page: CopyUnitPage, administratorOnly: true },
  ...BACK_OFFICE_SECTIONS,
];
