import type { Theme } from '@emotion/react';

export const labelCss = (theme: Theme) => ({ display: 'block', fontWeight: 600, marginBottom: theme.space(1) });

export const inputCss = (invalid: boolean) => (theme: Theme) => ({
  display: 'block',
  width: '100%',
  // Lets the input give way to an addon (a show-password button) in narrow rows.
  minWidth: 0,
  boxSizing: 'border-box' as const,
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  font: 'inherit',
  color: theme.colors.text,
  background: '#fff',
  border: `1px solid ${invalid ? theme.colors.error : '#6b7785'}`,
  borderRadius: theme.radius,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
});

export const errorTextCss = (theme: Theme) => ({
  color: theme.colors.error,
  margin: `${theme.space(1)} 0 0`,
  fontSize: '0.9375rem',
});
export const hintTextCss = (theme: Theme) => ({
  color: '#4a5563',
  margin: `${theme.space(1)} 0 0`,
  fontSize: '0.9375rem',
});
export const fieldCss = (theme: Theme) => ({ marginBottom: theme.space(4) });
