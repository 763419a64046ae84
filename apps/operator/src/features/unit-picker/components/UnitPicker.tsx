import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { operatorSessionStore } from '../../operator-session/operator-session-store';
import { useOperator } from '../../operator-session/hooks/use-operator-session';
import { operatorPath } from '../../../frame/operator-paths';

/**
 * The unit a page works on, among the units the operator runs (an administrator: every unit). The unit
 * is in the page's address (/operator/<section>/<buId>), so a link opens the same unit; a unit the operator
 * does not run can still be typed there, and the API refuses it.
 */
export function UnitPicker({ section, buId }: { section: string; buId: string }) {
  const { t } = useTranslation('operator');
  const operator = useOperator();
  const navigate = useNavigate();
  const id = useId();
  const known = operator.units.some((unit) => unit.buId === buId);

  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {t('unitPicker.label')}
      </label>
      <select
        id={id}
        value={buId}
        data-testid="operator-unit-picker"
        onChange={(event) => {
          operatorSessionStore.getState().chooseUnit(event.target.value);
          void navigate(`${operatorPath(section)}/${event.target.value}`);
        }}
        css={{ minHeight: 44, minWidth: 260, padding: '0 12px', fontSize: '1rem', borderRadius: 6 }}
      >
        {known ? null : <option value={buId}>{t('unitPicker.other', { buId })}</option>}
        {operator.units.map((unit) => (
          <option key={unit.buId} value={unit.buId}>
            {`${unit.buId} – ${unit.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
