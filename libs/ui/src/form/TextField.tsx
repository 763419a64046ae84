import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldMessage } from './field-message';
import { errorTextCss, fieldCss, hintTextCss, inputCss, labelCss } from './fieldCss';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /**
   * The message shown under the field (a text, or a reference the field renders in the page's
   * language: see field-message.ts); also marks the field invalid for assistive technology.
   */
  error?: string;
  hint?: ReactNode;
  /** Something shown at the end of the input row, e.g. a show-password toggle. */
  addon?: ReactNode;
}

/** A labelled input with its hint and its error next to it (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error: errorMessage, hint, addon, id, 'aria-describedby': extraDescribedBy, ...input },
  ref,
) {
  const error = useFieldMessage(errorMessage);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldCss}>
      <label htmlFor={inputId} css={labelCss}>
        {label}
      </label>
      <div css={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={inputCss(!!error)}
          {...input}
        />
        {addon}
      </div>
      {/* A div, so a hint may hold a list (e.g. a password's requirements). */}
      {hint ? (
        <div id={hintId} css={hintTextCss}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} css={errorTextCss} data-field-error={input.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
