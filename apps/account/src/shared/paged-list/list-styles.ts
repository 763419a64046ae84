import type { Theme } from '@emotion/react';

/** A list of cards, one item each, that fits a 390 px phone. */
export const itemListCss = (theme: Theme) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space(3),
});

export const itemCss = (theme: Theme) => ({
  border: '1px solid #d5dce4',
  borderRadius: theme.radius,
  padding: theme.space(4),
  background: '#fff',
  overflowWrap: 'anywhere' as const,
});

/** Label and value pairs side by side on wide screens, stacked on phones. */
export const factsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: theme.space(3),
  margin: 0,
  dt: { color: '#4a5563', fontSize: '0.875rem' },
  dd: { margin: 0, fontWeight: 600 },
});

export const emptyCss = (theme: Theme) => ({
  padding: theme.space(4),
  background: theme.colors.surface,
  borderRadius: theme.radius,
  p: { margin: `0 0 ${theme.space(2)}` },
  a: { color: theme.colors.primary, fontWeight: 600 },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});
