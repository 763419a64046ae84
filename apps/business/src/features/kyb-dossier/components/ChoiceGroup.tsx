import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldMessage } from '@shop/ui';

export interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** A message reference, rendered in the page's language next to the group. */
  error?: string;
  testId: string;
}

/** A question answered by radio buttons: a fieldset with its legend, its error beside it (arrow keys move). */
export function ChoiceGroup({ legend, options, registration, error: message, testId }: ChoiceGroupProps) {
  const error = useFieldMessage(message);
  const errorId = useId();
  return (
    <fieldset
      data-testid={testId}
      aria-describedby={error ? errorId : undefined}
      css={(theme: Theme) => ({ border: 'none', padding: 0, margin: `0 0 ${theme.space(4)}` })}
    >
      <legend css={{ fontWeight: 600, marginBottom: 4, lineHeight: 1.5 }}>{legend}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px' }}>
        {options.map((option) => (
          <label key={option.value} css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              css={{ width: 20, height: 20 }}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p
          id={errorId}
          data-field-error={registration.name}
          css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600, margin: '4px 0 0' })}
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
