import type { ReactNode } from 'react';
import { Button } from '../Button';

/** A form's submit button: disabled and marked busy while the call runs, with a label saying so. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
