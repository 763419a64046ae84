import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A bordered note for facts the visitor should know about this page (what works, what does not yet). */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'note'}
      css={(theme: Theme) => ({
        marginTop: theme.space(6),
        padding: theme.space(4),
        borderInlineStart: `4px solid ${tone === 'error' ? theme.colors.error : theme.colors.primary}`,
        background: theme.colors.surface,
        borderRadius: theme.radius,
        lineHeight: 1.5,
      })}
    >
      {children}
    </div>
  );
}
