import { useTranslation } from '@shop/i18n/react';
import { SelectField } from '@shop/ui';
import { useBackOfficeUnit, useOperatorUnits } from '../hooks/use-back-office-unit';

/** Which of the operator's units the page shows; hidden when he runs one unit only (it is named instead). */
export function UnitChoice() {
  const { t } = useTranslation('operator');
  const units = useOperatorUnits();
  const { buId, choose } = useBackOfficeUnit();
  if (units.length <= 1) {
    const unit = units[0];
    return unit ? (
      <p data-testid="back-office-unit">{t('backOffice.common.unitNamed', { buId: unit.buId, name: unit.name })}</p>
    ) : null;
  }
  return (
    <div css={{ maxWidth: 360 }} data-testid="back-office-unit">
      <SelectField
        label={t('backOffice.common.unit')}
        name="buId"
        value={buId ?? ''}
        onChange={(event) => choose(event.target.value)}
        options={units.map((unit) => ({ value: unit.buId, label: `${unit.buId} ${unit.name}` }))}
      />
    </div>
  );
}
