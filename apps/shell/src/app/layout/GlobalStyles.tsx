import { Global, type Theme } from '@emotion/react';

export function GlobalStyles() {
  return (
    <Global
      styles={(theme: Theme) => ({
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.fontFamily,
          color: theme.colors.text,
          background: '#fff',
          lineHeight: 1.4,
        },
        a: { color: theme.colors.primary },
        ':focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
      })}
    />
  );
}
