import type { Theme } from '@emotion/react';

/** A block of the checkout page: a titled card. */
export const sectionCss = (theme: Theme) => ({
  marginBottom: theme.space(6),
  padding: theme.space(5),
  border: '1px solid #c5ccd6',
  borderRadius: theme.radius,
  background: '#ffffff',
  [theme.media.mobile]: { padding: theme.space(4) },
});

export const sectionTitleCss = (theme: Theme) => ({
  margin: `0 0 ${theme.space(4)}`,
  fontSize: '1.25rem',
});

/** Secondary text with at least 4.5:1 contrast on white. */
export const mutedCss = { color: '#4a5563' };

/** A small text button (remove), 44 px tall to be easy to hit. */
export const linkButtonCss = (theme: Theme) => ({
  minHeight: 44,
  padding: `0 ${theme.space(2)}`,
  textAlign: 'start' as const,
  border: 'none',
  background: 'transparent',
  color: theme.colors.primary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
});
