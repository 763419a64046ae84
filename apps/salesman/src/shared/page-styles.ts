import type { Theme } from '@emotion/react';

/** The salesman pages' column: a desktop tool (narrow screens get the shell's Desktop Only lock). */
export const pageCss = (theme: Theme) => ({
  maxWidth: 1180,
  margin: '0 auto',
  padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(10)}`,
});

/** A white panel a part of the page sits on. */
export const panelCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(5),
  marginTop: theme.space(5),
});

export const tableCss = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  'th, td': { textAlign: 'start' as const, padding: `${theme.space(2)} ${theme.space(3)}`, verticalAlign: 'top' },
  'thead th': { borderBottom: '2px solid #d5dbe3', fontWeight: 600 },
  // A row's heading cell (the customer's name) has its row's border, or the collapsed borders step.
  'tbody th, td': { borderBottom: '1px solid #e6eaef' },
  'td.number, th.number': { textAlign: 'end' as const, whiteSpace: 'nowrap' as const },
});

export const rowCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'flex-end',
  gap: theme.space(3),
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
