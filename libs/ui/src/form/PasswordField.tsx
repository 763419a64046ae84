import type { Theme } from '@emotion/react';
import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle that keeps the field's name for password managers. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      addon={
        <button
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          css={(theme: Theme) => ({
            minWidth: 44,
            flexShrink: 0,
            padding: `0 ${theme.space(3)}`,
            font: 'inherit',
            background: theme.colors.surface,
            color: theme.colors.text,
            border: '1px solid #6b7785',
            borderRadius: theme.radius,
            cursor: 'pointer',
            '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
          })}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
});
