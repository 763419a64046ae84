import type { Theme } from '@emotion/react';

/** A link that looks like the shop's buttons (primary or secondary), for the way on after a page's job is done. */
export const linkButtonCss = (variant: 'primary' | 'secondary') => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(5)}`,
  borderRadius: theme.radius,
  border: `2px solid ${theme.colors.primary}`,
  background: variant === 'primary' ? theme.colors.primary : 'transparent',
  color: variant === 'primary' ? theme.colors.primaryText : theme.colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  [theme.media.mobile]: { width: '100%' },
});
