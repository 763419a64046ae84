import type { Theme } from '@emotion/react';

/** The auth pages' column. */
export const authPageCss = (theme: Theme) => ({
  maxWidth: 1040,
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(4)}`,
  [theme.media.mobile]: { padding: `${theme.space(5)} ${theme.space(4)}` },
});

/** A narrow page (forgot and reset password, confirmation). */
export const narrowPageCss = (theme: Theme) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(4)}`,
  [theme.media.mobile]: { padding: `${theme.space(5)} ${theme.space(4)}` },
});

/** The white card a form sits on. */
export const authCardCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(6),
  [theme.media.mobile]: { padding: theme.space(4) },
});

export const pageTitleCss = (theme: Theme) => ({
  fontSize: 'clamp(1.5rem, 3vw, 2rem)',
  margin: `0 0 ${theme.space(3)}`,
});
