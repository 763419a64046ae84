import type { Theme } from '@emotion/react';

/** The catalogue's grid: as many columns of at least 240 px as fit. */
export const productGridCss = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
} as const;

const PLACEHOLDERS = 4;

const barCss = (width: string, height: number) => (theme: Theme) => ({
  width,
  height,
  borderRadius: theme.radius,
  background: theme.colors.surface,
});

/**
 * A row of empty cards in the product cards' sizes while the first page of cards loads: the visitor
 * sees where the cards will be, and the cards take their place without moving what is around them.
 * Hidden from screen readers (the status line above says it is loading).
 */
export function ProductGridSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="product-grid-skeleton" css={productGridCss}>
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <li
          key={index}
          css={(theme: Theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space(2),
            padding: theme.space(3),
            border: '1px solid #d5dbe3',
            borderRadius: theme.radius,
          })}
        >
          <div css={(theme: Theme) => ({ ...barCss('100%', 0)(theme), height: 'auto', aspectRatio: '400 / 250' })} />
          <div css={barCss('70%', 22)} />
          <div css={barCss('40%', 20)} />
          <div css={barCss('60%', 44)} />
        </li>
      ))}
    </ul>
  );
}
