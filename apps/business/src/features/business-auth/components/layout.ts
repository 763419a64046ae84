import type { Theme } from '@emotion/react';

/** The business sign-in and registration pages' column. */
export const pageCss = (theme: Theme) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(4)}`,
  [theme.media.mobile]: { padding: `${theme.space(5)} ${theme.space(4)}` },
});

/** The white card a form sits on. */
export const cardCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(6),
  [theme.media.mobile]: { padding: theme.space(4) },
});

export const titleCss = (theme: Theme) => ({
  fontSize: 'clamp(1.5rem, 3vw, 2rem)',
  margin: `0 0 ${theme.space(3)}`,
});

/** Two fields side by side on a desktop, one under the other on a phone. */
export const twoColumnsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  columnGap: theme.space(3),
  [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

export const actionsCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space(3),
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: theme.space(2),
});

export const linkCss = (theme: Theme) => ({
  color: theme.colors.primary,
  fontWeight: 600,
  display: 'inline-block',
  minHeight: 24,
});
