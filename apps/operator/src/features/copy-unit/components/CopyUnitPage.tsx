import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import * as v from 'valibot';
import { BuIdSchema } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SelectField, SubmitButton, TextField, apiErrorText, validationResolver } from '@shop/ui';
import { messageRef, requiredString } from '@shop/validation';
import { fetchOperatorMe } from '../../operator-auth/api/operator-auth-api';
import { operatorSessionStore } from '../../operator-session/operator-session-store';
import { useOperator } from '../../operator-session/hooks/use-operator-session';
import { copyBusinessUnit } from '../../unit-settings/api/unit-settings-api';
import { operatorPath } from '../../../frame/operator-paths';
import { panelCss } from '../../../shared/page-styles';

interface CopyValues {
  fromBuId: string;
  buId: string;
  name: string;
}

/** The new unit's id follows the shop's unit id rule (letters, digits, - and _; up to 32). */
const copySchema = (idMessage: string) =>
  v.object({
    fromBuId: requiredString,
    buId: v.pipe(
      requiredString,
      v.check((id) => v.is(BuIdSchema, id), idMessage),
    ),
    name: v.pipe(requiredString, v.maxLength(100, messageRef('lessThan', { num: 101 }))),
  });

/** /operator/copy-unit (administrators): a new unit made from another's live settings and catalogue. */
export function CopyUnitPage() {
  const { t } = useTranslation('operator');
  const operator = useOperator();
  const [alert, setAlert] = useState<string | null>(null);
  const [made, setMade] = useState<{ buId: string; name: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CopyValues>({
    defaultValues: { fromBuId: operator.units[0]?.buId ?? '', buId: '', name: '' },
    resolver: validationResolver<CopyValues>(copySchema(t('copyUnit.buIdInvalid'))),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setMade(null);
    const result = await copyBusinessUnit(values);
    if (!result.ok) {
      for (const issue of result.error.issues ?? [])
        setError(issue.path as FieldPath<CopyValues>, { type: 'server', message: issue.message });
      setAlert(apiErrorText(result.error, t));
      return;
    }
    setMade(result.data.unit);
    // The new unit is in the unit picker from now on.
    const me = await fetchOperatorMe();
    if (me.ok) operatorSessionStore.getState().refresh(me.data.operator, me.data.expiresAt);
  });

  return (
    <>
      <h1>{t('copyUnit.title')}</h1>
      <p>{t('copyUnit.intro')}</p>
      <form onSubmit={onSubmit} noValidate css={panelCss} aria-label={t('copyUnit.title')}>
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {made ? (
          <FormAlert tone="success">
            {t('copyUnit.done', { buId: made.buId, name: made.name })}{' '}
            <Link to={`${operatorPath('settings')}/${made.buId}`}>{t('copyUnit.openSettings')}</Link>
          </FormAlert>
        ) : null}
        <SelectField
          label={t('copyUnit.from')}
          error={errors.fromBuId?.message}
          options={operator.units.map((unit) => ({
            value: unit.buId,
            label: `${unit.buId} – ${unit.name}`,
          }))}
          {...register('fromBuId')}
        />
        <TextField
          label={t('copyUnit.buId')}
          hint={t('copyUnit.buIdHint')}
          dir="ltr"
          error={errors.buId?.message}
          {...register('buId')}
        />
        <TextField label={t('copyUnit.name')} error={errors.name?.message} {...register('name')} />
        <SubmitButton busy={isSubmitting} busyLabel={t('copyUnit.copying')}>
          {t('copyUnit.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
