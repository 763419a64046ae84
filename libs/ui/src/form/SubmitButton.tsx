import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button';

export interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled' | 'children'
> {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** A form's submit button: disabled and marked busy while the call runs, with a label saying so. */
export function SubmitButton({ busy, busyLabel, children, ...button }: SubmitButtonProps) {
  return (
    <Button {...button} type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
