import type { Theme } from '@emotion/react';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { useFieldMessage } from '@shop/ui';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  /** A text, or a reference rendered in the page's language (as TextField's). */
  error?: string;
}

/** A labelled multi-line text with its hint and its error next to it, as @shop/ui's TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error: errorMessage, id, ...textarea },
  ref,
) {
  const error = useFieldMessage(errorMessage);
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div css={(theme: Theme) => ({ marginBottom: theme.space(4) })}>
      <label
        htmlFor={fieldId}
        css={(theme: Theme) => ({ display: 'block', fontWeight: 600, marginBottom: theme.space(1) })}
      >
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        css={(theme: Theme) => ({
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          padding: `${theme.space(2)} ${theme.space(3)}`,
          font: 'inherit',
          color: theme.colors.text,
          background: '#fff',
          border: `1px solid ${error ? theme.colors.error : '#6b7785'}`,
          borderRadius: theme.radius,
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
        })}
        {...textarea}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} css={{ color: '#4a5563', margin: '4px 0 0', fontSize: '0.9375rem' }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${fieldId}-error`}
          data-field-error={textarea.name}
          css={(theme: Theme) => ({ color: theme.colors.error, margin: '4px 0 0', fontSize: '0.9375rem' })}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
});
