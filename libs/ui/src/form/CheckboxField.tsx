import type { Theme } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, id, ...input },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(2),
        marginBottom: theme.space(4),
        minHeight: 44,
      })}
    >
      <input ref={ref} id={inputId} type="checkbox" css={{ width: 20, height: 20 }} {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
});
