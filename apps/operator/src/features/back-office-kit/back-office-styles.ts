import type { Theme } from '@emotion/react';
import { tableCss as operatorTableCss } from '../../shared/page-styles';

// The back office's look inside the operator frame: the remote's panels, dense tables with amounts.

export { panelCss } from '../../shared/page-styles';

/** The remote's table, with a row's heading cell in bold and amounts aligned at the end. */
export const tableCss = (theme: Theme) => ({
  ...operatorTableCss(theme),
  // The actions column has no heading text; its empty cell keeps the heading row's rule.
  'thead td': { borderBottom: '2px solid #d5dbe3' },
  'tbody th': { fontWeight: 600, borderBottom: '1px solid #e6eaef' },
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
