import type { Theme } from '@emotion/react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  KYB_EMBARGO_ANSWERS,
  KYB_EMBARGO_QUESTIONS,
  KYB_ENTITY_SCOPES,
  type KybEmbargoInfo,
  type KybUserInfo,
} from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { draftValidationResolver, useFieldMessage } from '@shop/ui';
import { kybEmbargoSchema, type KybEmbargoFormValues } from '@shop/validation';
import type { KybSession } from '../../kyb-account/kyb-session-store';
import { useTabSave } from '../hooks/use-tab-save';
import { ChoiceGroup } from './ChoiceGroup';
import { TabFrame } from './TabFrame';

const FIELDS = [...KYB_EMBARGO_QUESTIONS.map((question) => `answers.${question}`), 'entityScope', 'details'];

function initialValues(saved: KybEmbargoInfo | null): KybEmbargoFormValues {
  const answers = Object.fromEntries(
    KYB_EMBARGO_QUESTIONS.map((question) => [question, saved?.answers[question] ?? '']),
  ) as KybEmbargoFormValues['answers'];
  return { answers, entityScope: saved ? String(saved.entityScope) : '', details: saved?.details ?? '' };
}

/** The questionnaire as updateKybUser takes it: the scope a number, or '' until chosen. */
function embargoDraft(values: KybEmbargoFormValues): KybEmbargoInfo {
  const scope = values.entityScope;
  return { ...values, details: values.details ?? '', entityScope: scope === '' ? '' : Number(scope) };
}

export interface EmbargoTabProps {
  session: KybSession;
  info: KybUserInfo;
  onSaved(info: KybUserInfo): void;
}

/** The embargo questionnaire: four yes-or-no questions, the entity scope 1 to 4, details for any yes. */
export function EmbargoTab({ session, info, onSaved }: EmbargoTabProps) {
  const { t } = useTranslation('business');
  const detailsId = useId();
  const schema = useMemo(() => kybEmbargoSchema(), []);
  const tab = useTabSave<KybEmbargoFormValues>('embargo', session, onSaved, FIELDS, 'embargoInfo.');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KybEmbargoFormValues>({
    defaultValues: initialValues(info.embargoInfo),
    resolver: draftValidationResolver<KybEmbargoFormValues>(schema),
  });
  const detailsError = useFieldMessage(errors.details?.message);
  const answers = KYB_EMBARGO_ANSWERS.map((answer) => ({ value: answer, label: t(`kyb.embargo.${answer}`) }));

  return (
    <TabFrame
      section="embargo"
      heading={t('kyb.embargo.heading')}
      lead={t('kyb.embargo.lead')}
      onSubmit={handleSubmit((values) => tab.save({ type: 0, embargoInfo: embargoDraft(values) }, setError))}
      onChange={tab.edited}
      busy={isSubmitting}
      alert={tab.alert}
      savedNow={tab.savedNow}
    >
      {KYB_EMBARGO_QUESTIONS.map((question) => (
        <ChoiceGroup
          key={question}
          testId={`kyb-embargo-${question}`}
          legend={t(`kyb.embargo.questions.${question}`)}
          options={answers}
          registration={register(`answers.${question}`)}
          error={errors.answers?.[question]?.message}
        />
      ))}
      <ChoiceGroup
        testId="kyb-embargo-scope"
        legend={t('kyb.embargo.scope')}
        options={KYB_ENTITY_SCOPES.map((scope) => ({ value: String(scope), label: t(`kyb.embargo.scopes.${scope}`) }))}
        registration={register('entityScope')}
        error={errors.entityScope?.message}
      />
      <label htmlFor={detailsId} css={{ fontWeight: 600, display: 'block', marginBottom: 4 }}>
        {t('kyb.embargo.details')}
      </label>
      <textarea
        id={detailsId}
        rows={4}
        aria-invalid={detailsError ? true : undefined}
        aria-describedby={detailsError ? `${detailsId}-error` : undefined}
        css={(theme: Theme) => ({
          width: '100%',
          boxSizing: 'border-box',
          padding: theme.space(2),
          font: 'inherit',
          border: `1px solid ${detailsError ? theme.colors.error : '#6b7280'}`,
          borderRadius: theme.radius,
        })}
        {...register('details')}
      />
      {detailsError ? (
        <p
          id={`${detailsId}-error`}
          data-field-error="details"
          css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600, margin: '4px 0 0' })}
        >
          {detailsError}
        </p>
      ) : null}
    </TabFrame>
  );
}
