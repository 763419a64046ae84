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

/** A row of a total: its name at the start, the amount at the end (mirrored right to left). */
export const amountRowCss = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0' };
