import type { Theme } from '@emotion/react';

// The back office's look inside the operator frame: white panels on the frame's grey, dense tables.

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
  'tbody th': { fontWeight: 600 },
  'td.number, th.number': { textAlign: 'end' as const, whiteSpace: 'nowrap' as const },
});

/** Fields and buttons side by side, wrapping, their bottoms level. */
export const rowCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'flex-end',
  gap: theme.space(3),
});

/** A label and its value, as a definition list of two columns. */
export const factsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: 0,
  dt: { fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' as const },
});
