import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useFieldMessage } from './field-message';
import { errorTextCss, fieldCss, inputCss, labelCss } from './fieldCss';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The message shown under the field: a text, or a reference rendered in the page's language. */
  error?: string;
  options: readonly { value: string; label: string }[];
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error: errorMessage, options, id, ...select },
  ref,
) {
  const error = useFieldMessage(errorMessage);
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div css={fieldCss}>
      <label htmlFor={selectId} css={labelCss}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        css={inputCss(!!error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} css={errorTextCss} data-field-error={select.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
