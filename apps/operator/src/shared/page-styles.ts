import type { Theme } from '@emotion/react';

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
  'tbody th, td': { borderBottom: '1px solid #e6eaef' },
});

/** A row of buttons or fields, wrapping when narrow. */
export const rowCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space(3),
  alignItems: 'center',
});

/** Form fields in two columns on a desktop. */
export const gridCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  columnGap: theme.space(5),
});
