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
  fetchCatalogue,
  fetchCatalogueVersions,
  publishCatalogueVersion,
  restoreCatalogueVersion,
} from '../api/catalogue-api';
import { CatalogueForm } from './CatalogueForm';

export const CATALOGUE_SECTION = 'catalogue';

/** /operator/catalogue/*: the chosen unit's catalogue; /operator/catalogue/<buId> for a given unit. */
export function CatalogueSection() {
  const { t } = useTranslation('operator');
  const chosen = useChosenUnit();
  return (
    <Routes>
      <Route path=":buId" element={<CataloguePage />} />
      <Route
        path="*"
        element={
          chosen ? (
            <Navigate to={`${operatorPath(CATALOGUE_SECTION)}/${chosen}`} replace />
          ) : (
            <p>{t('unitPicker.noUnits')}</p>
          )
        }
      />
    </Routes>
  );
}

function CataloguePage() {
  const { t } = useTranslation('operator');
  const { buId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('version'));
  const versionNo = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const [catalogue, reloadCatalogue] = useApiLoad(`${buId}:${versionNo ?? 'live'}`, () =>
    fetchCatalogue({ buId, versionNo }),
  );
  const [versions, reloadVersions] = useApiLoad(buId, () => fetchCatalogueVersions({ buId }));
  const openVersion = (number: number) => setSearch({ version: String(number) });
  const actions = useVersionActions(
    {
      publish: (number) => publishCatalogueVersion({ buId, versionNo: number }),
      restore: (number) => restoreCatalogueVersion({ buId, versionNo: number }),
    },
    (version) => {
      openVersion(version.versionNo);
      reloadCatalogue();
      reloadVersions();
    },
  );

  return (
    <>
      <h1>{t('catalogue.title')}</h1>
      <UnitPicker section={CATALOGUE_SECTION} buId={buId} />
      {catalogue.state === 'loading' ? <LoadingIndicator label={t('catalogue.loading')} /> : null}
      {catalogue.state === 'failed' ? <FormAlert tone="error">{apiErrorText(catalogue.error, t)}</FormAlert> : null}
      {catalogue.state === 'ready' ? (
        <>
          <p>
            {t(`catalogue.showing.${catalogue.data.version.state}`, {
              buId,
              number: catalogue.data.version.versionNo,
              live: catalogue.data.liveVersionNo,
            })}
          </p>
          <VersionOutcomeNotice outcome={actions.outcome} />
          {catalogue.data.version.state === 'draft' ? (
            <DraftBar number={catalogue.data.version.versionNo} actions={actions} />
          ) : null}
          <CatalogueForm
            key={`${buId}:${catalogue.data.version.versionNo}`}
            buId={buId}
            version={catalogue.data.version}
            catalogue={catalogue.data.catalogue}
            onSaved={(draft) => {
              openVersion(draft.versionNo);
              reloadVersions();
            }}
          />
        </>
      ) : null}
      {versions.state === 'ready' && catalogue.state === 'ready' ? (
        <section css={panelCss} aria-label={t('versions.caption')}>
          <VersionsTable
            versions={versions.data.versions}
            openVersion={catalogue.data.version.versionNo}
            actions={{ ...actions, onOpen: openVersion }}
            testId="operator-catalogue-versions"
          />
        </section>
      ) : null}
    </>
  );
}
