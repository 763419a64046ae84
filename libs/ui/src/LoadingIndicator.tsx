import { keyframes, type Theme } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A polite, labelled spinner for areas that are loading. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), padding: theme.space(6) })}
    >
      <span
        aria-hidden="true"
        css={(theme: Theme) => ({
          width: 24,
          height: 24,
          borderRadius: '50%',
          border: `3px solid ${theme.colors.surface}`,
          borderTopColor: theme.colors.primary,
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        })}
      />
      <span>{label}</span>
    </div>
  );
}
