import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import { useChosenUnit } from '../../operator-session/hooks/use-operator-session';
import { UnitPicker } from '../../unit-picker/components/UnitPicker';
import { DraftBar } from '../../versions/components/DraftBar';
import { VersionOutcomeNotice } from '../../versions/components/VersionOutcomeNotice';
import { VersionsTable } from '../../versions/components/VersionsTable';
import { useVersionActions } from '../../versions/hooks/use-version-actions';
import { operatorPath } from '../../../frame/operator-paths';
import { panelCss } from '../../../shared/page-styles';
import { useApiLoad } from '../../../shared/use-api-load';
import {
  fetchSettingsVersions,
  fetchUnitSettings,
  previewSettings,
  publishSettings,
  restoreSettings,
} from '../api/unit-settings-api';
import { UnitSettingsForm } from './UnitSettingsForm';

export const SETTINGS_SECTION = 'settings';

/** /operator/settings/*: the chosen unit's settings; /operator/settings/<buId> for a given unit. */
export function UnitSettingsSection() {
  const { t } = useTranslation('operator');
  const chosen = useChosenUnit();
  return (
    <Routes>
      <Route path=":buId" element={<UnitSettingsPage />} />
      <Route
        path="*"
        element={
          chosen ? (
            <Navigate to={`${operatorPath(SETTINGS_SECTION)}/${chosen}`} replace />
          ) : (
            <p>{t('unitPicker.noUnits')}</p>
          )
        }
      />
    </Routes>
  );
}

function UnitSettingsPage() {
  const { t } = useTranslation('operator');
  const { buId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('version'));
  const versionNo = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const [settings, reloadSettings] = useApiLoad(`${buId}:${versionNo ?? 'live'}`, () =>
    fetchUnitSettings({ buId, versionNo }),
  );
  const [versions, reloadVersions] = useApiLoad(buId, () => fetchSettingsVersions({ buId }));
  const openVersion = (number: number) => setSearch({ version: String(number) });
  const actions = useVersionActions(
    {
      publish: (number) => publishSettings({ buId, versionNo: number }),
      restore: (number) => restoreSettings({ buId, versionNo: number }),
      preview: (number) => previewSettings({ buId, versionNo: number }),
    },
    (version) => {
      openVersion(version.versionNo);
      reloadSettings();
      reloadVersions();
    },
  );

  return (
    <>
      <h1>{t('settings.title')}</h1>
      <UnitPicker section={SETTINGS_SECTION} buId={buId} />
      {settings.state === 'loading' ? <LoadingIndicator label={t('settings.loading')} /> : null}
      {settings.state === 'failed' ? (
        <div data-testid="operator-settings-refused">
          <FormAlert tone="error">{apiErrorText(settings.error, t)}</FormAlert>
        </div>
      ) : null}
      {settings.state === 'ready' ? (
        <>
          <p data-testid="operator-open-version" data-version={settings.data.version.versionNo}>
            {t(`settings.showing.${settings.data.version.state}`, {
              name: settings.data.params.name,
              buId,
              number: settings.data.version.versionNo,
              live: settings.data.liveVersionNo,
            })}
          </p>
          <VersionOutcomeNotice outcome={actions.outcome} />
          {settings.data.version.state === 'draft' ? (
            <DraftBar number={settings.data.version.versionNo} actions={actions} />
          ) : null}
          <UnitSettingsForm
            key={`${buId}:${settings.data.version.versionNo}`}
            buId={buId}
            version={settings.data.version}
            params={settings.data.params}
            onSaved={(draft) => {
              openVersion(draft.versionNo);
              reloadVersions();
            }}
          />
        </>
      ) : null}
      {versions.state === 'ready' && settings.state === 'ready' ? (
        <section css={panelCss} aria-label={t('versions.caption')}>
          <VersionsTable
            versions={versions.data.versions}
            openVersion={settings.data.version.versionNo}
            actions={{ ...actions, onOpen: openVersion }}
            testId="operator-settings-versions"
          />
          {versions.data.totalCount > versions.data.versions.length ? (
            <p>{t('versions.more', { shown: versions.data.versions.length, total: versions.data.totalCount })}</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
