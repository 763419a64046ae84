import type { Theme } from '@emotion/react';

/** Read by screen readers, not drawn. */
export const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

export const linkButtonCss = (primary: boolean) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(3)}`,
  borderRadius: theme.radius,
  border: `2px solid ${theme.colors.primary}`,
  background: primary ? theme.colors.primary : '#fff',
  color: primary ? theme.colors.primaryText : theme.colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});
