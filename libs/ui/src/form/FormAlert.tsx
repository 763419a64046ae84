import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A form-level message (a server error that names no field, or a success), announced when it appears. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={(theme: Theme) => ({
        margin: `0 0 ${theme.space(4)}`,
        padding: theme.space(3),
        borderInlineStart: `4px solid ${tone === 'error' ? theme.colors.error : theme.colors.success}`,
        background: theme.colors.surface,
        borderRadius: theme.radius,
        color: theme.colors.text,
      })}
    >
      {children}
    </div>
  );
}
