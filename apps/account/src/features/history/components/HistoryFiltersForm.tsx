import type { Theme } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ApiError, HistoryType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, placeServerError, SelectField, TextField, textKeyMessage, validationResolver } from '@shop/ui';
import type { HistoryFilters } from '../api/history-api';
import { EMPTY_FILTERS, historyFilterSchema, type HistoryFilterFormValues } from '../history-filter-values';
import { statusOptions } from '../history-labels';

const FIELDS = ['cardNumber', 'dateBegin', 'dateEnd', 'status', 'productName'] as const;

/**
 * The history's filters: card number, period, status (the type's codes) and product name. A refusal
 * of the server (a card number failing its check digit, a bad date) is shown next to its field.
 */
export function HistoryFiltersForm({
  type,
  serverError,
  onApply,
}: {
  type: HistoryType;
  serverError: ApiError | null;
  onApply: (filters: HistoryFilters) => void;
}) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => historyFilterSchema(textKeyMessage('account:history.endBeforeBegin')), []);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    HistoryFilterFormValues,
    unknown,
    HistoryFilters
  >({
    // The resolver hands the submit the schema's output: only the filters filled in.
    resolver: validationResolver(schema) as Resolver<HistoryFilterFormValues, unknown, HistoryFilters>,
    defaultValues: EMPTY_FILTERS,
  });

  // Another type has other status codes: its filters start empty.
  useEffect(() => reset(EMPTY_FILTERS), [type, reset]);

  useEffect(() => {
    if (!serverError) return;
    const placed = placeServerError(serverError, FIELDS, t);
    for (const [field, message] of Object.entries(placed.fields))
      setError(field as (typeof FIELDS)[number], { type: 'server', message });
  }, [serverError, setError, t]);

  const statuses = [
    { value: '', label: t('history.anyStatus') },
    ...statusOptions(type).map(({ code, labelKey }) => ({ value: code, label: `${t(labelKey)} (${code})` })),
  ];
  const errors = formState.errors;
  return (
    <form
      noValidate
      role="search"
      aria-label={t('history.filtersLabel')}
      data-testid="history-filters"
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          columnGap: theme.space(4),
        })}
      >
        <TextField
          label={t('history.cardNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        {type === 'M' ? null : (
          <TextField
            label={t('history.productName')}
            error={errors.productName?.message}
            {...register('productName')}
          />
        )}
        <TextField
          type="date"
          label={t('history.dateBegin')}
          error={errors.dateBegin?.message}
          {...register('dateBegin')}
        />
        <TextField type="date" label={t('history.dateEnd')} error={errors.dateEnd?.message} {...register('dateEnd')} />
        <SelectField
          label={t('history.status')}
          options={statuses}
          error={errors.status?.message}
          {...register('status')}
        />
      </div>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
        <Button type="submit" data-testid="history-apply">
          {t('history.apply')}
        </Button>
        <Button
          variant="secondary"
          data-testid="history-clear"
          onClick={() => {
            reset(EMPTY_FILTERS);
            onApply({});
          }}
        >
          {t('history.clear')}
        </Button>
      </div>
    </form>
  );
}
