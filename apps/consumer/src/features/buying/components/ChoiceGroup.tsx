import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldMessage } from '@shop/ui';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A picture shown above the label (a card design, a letter). */
  imageUrl?: string;
  testId?: string;
}

/**
 * A set of radio buttons in a fieldset with its legend, its error next to it (aria-describedby of
 * the group) and large targets; arrow keys move between the choices as for any radio group.
 */
export function ChoiceGroup({
  legend,
  choices,
  field,
  error: errorMessage,
  columns = 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
}: {
  legend: string;
  choices: readonly Choice[];
  field: UseFormRegisterReturn;
  error?: string;
  columns?: string;
}) {
  const errorId = useId();
  const error = useFieldMessage(errorMessage);
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      css={(theme: Theme) => ({ border: 0, padding: 0, margin: `0 0 ${theme.space(5)}` })}
    >
      <legend css={(theme: Theme) => ({ fontWeight: 600, marginBottom: theme.space(2) })}>{legend}</legend>
      <div css={{ display: 'grid', gridTemplateColumns: columns, gap: 8 }}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            css={(theme: Theme) => ({
              display: 'flex',
              flexDirection: choice.imageUrl ? 'column' : 'row',
              alignItems: choice.imageUrl ? 'stretch' : 'center',
              gap: theme.space(2),
              minHeight: 44,
              padding: theme.space(2),
              border: '1px solid #6b7785',
              borderRadius: theme.radius,
              background: '#fff',
              cursor: 'pointer',
              '&:has(input:checked)': {
                borderColor: theme.colors.primary,
                boxShadow: `0 0 0 2px ${theme.colors.primary}`,
              },
              '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
              img: { width: '100%', height: 'auto', borderRadius: theme.radius },
            })}
          >
            {choice.imageUrl ? <img src={choice.imageUrl} alt="" width={160} height={100} /> : null}
            <span css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <input type="radio" value={choice.value} data-testid={choice.testId} {...field} />
              <span>{choice.label}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p
          id={errorId}
          data-field-error={field.name}
          css={(theme: Theme) => ({ color: theme.colors.error, margin: '4px 0 0' })}
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
