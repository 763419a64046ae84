import type { Theme } from '@emotion/react';

/** The business pages' column: wide enough for a row of four cards on a desktop. */
export const pageCss = (theme: Theme) => ({
  maxWidth: 1100,
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(4)}`,
});

/** A list of cards in a responsive grid. */
export const cardGridCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: theme.space(4),
  listStyle: 'none',
  margin: `${theme.space(4)} 0 0`,
  padding: 0,
});

export const cardCss = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space(2),
  height: '100%',
  boxSizing: 'border-box' as const,
  padding: theme.space(4),
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
});

/** A link that looks like a button: 44 px high, the brand's colours, a visible focus ring. */
export const linkButtonCss = (primary: boolean) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(4)}`,
  borderRadius: theme.radius,
  border: `2px solid ${theme.colors.primary}`,
  background: primary ? theme.colors.primary : '#fff',
  color: primary ? theme.colors.primaryText : theme.colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: 2 },
});
