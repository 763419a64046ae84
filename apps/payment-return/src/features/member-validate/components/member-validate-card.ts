import type { Theme } from '@emotion/react';

/** The /memberValidate page stands alone (no header or footer): one card in the middle. */
export const memberValidateCardCss = (theme: Theme) => ({
  maxWidth: 560,
  margin: `${theme.space(10)} auto`,
  padding: theme.space(6),
  background: '#fff',
  border: '1px solid #d5dce4',
  borderRadius: theme.radius,
  boxShadow: '0 4px 16px rgba(0,0,0,0.08)',
  [theme.media.mobile]: { margin: `${theme.space(4)} ${theme.space(3)}`, padding: theme.space(4) },
});
