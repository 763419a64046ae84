import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { operatorPath } from '../../../frame/operator-paths';
import { useChosenUnit } from '../../operator-session/hooks/use-operator-session';

/**
 * A back-office section works on one unit, named in its address as the settings pages do
 * (/operator/<section>/<buId>, so a link opens the same unit); the bare section opens the unit chosen last.
 */
export function UnitRoutes({ section, render }: { section: string; render: (buId: string) => ReactNode }) {
  const { t } = useTranslation('operator');
  const chosen = useChosenUnit();
  return (
    <Routes>
      <Route path=":buId" element={<UnitPage render={render} />} />
      <Route
        path="*"
        element={
          chosen ? <Navigate to={`${operatorPath(section)}/${chosen}`} replace /> : <p>{t('unitPicker.noUnits')}</p>
        }
      />
    </Routes>
  );
}

function UnitPage({ render }: { render: (buId: string) => ReactNode }) {
  const { buId = '' } = useParams();
  // Keyed by the unit: another unit is a fresh page (nothing chosen, nothing half-typed).
  return <div key={buId}>{render(buId)}</div>;
}
