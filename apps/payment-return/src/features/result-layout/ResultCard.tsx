import type { Theme } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';

const cardCss = (theme: Theme) => ({
  maxWidth: 640,
  margin: `${theme.space(10)} auto`,
  padding: theme.space(6),
  background: '#fff',
  border: '1px solid #d5dce4',
  borderRadius: theme.radius,
  boxShadow: '0 4px 16px rgba(0,0,0,0.08)',
  lineHeight: 1.5,
  overflowWrap: 'anywhere' as const,
  [theme.media.mobile]: { margin: `${theme.space(4)} ${theme.space(3)}`, padding: theme.space(4) },
  h1: { margin: `0 0 ${theme.space(3)}`, fontSize: '1.5rem', lineHeight: 1.3 },
  h2: { margin: `${theme.space(5)} 0 ${theme.space(2)}`, fontSize: '1.125rem' },
  p: { margin: `0 0 ${theme.space(3)}` },
});

/**
 * The card every payment-return page sits in. The heading takes the focus when the page's answer
 * changes (tabIndex -1 on it), so keyboard and screen reader users land on the news.
 */
export const ResultCard = forwardRef<HTMLHeadingElement, { title: string; testId: string; children: ReactNode }>(
  function ResultCard({ title, testId, children }, headingRef) {
    return (
      <section css={cardCss} aria-labelledby={`${testId}-title`} data-testid={testId}>
        <h1 id={`${testId}-title`} ref={headingRef} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
          {title}
        </h1>
        {children}
      </section>
    );
  },
);

/** The row of actions under a result: wraps on a phone. */
export function ResultActions({ children }: { children: ReactNode }) {
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space(3),
        alignItems: 'center',
        marginTop: theme.space(5),
      })}
    >
      {children}
    </div>
  );
}

/** A link that looks like the shop's buttons (primary or secondary), at least 44 px high. */
export const actionLinkCss =
  (variant: 'primary' | 'secondary' = 'primary') =>
  (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `${theme.space(2)} ${theme.space(5)}`,
    borderRadius: theme.radius,
    border: `2px solid ${theme.colors.primary}`,
    background: variant === 'primary' ? theme.colors.primary : 'transparent',
    color: variant === 'primary' ? theme.colors.primaryText : theme.colors.primary,
    fontWeight: 600,
    textDecoration: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
