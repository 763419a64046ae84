import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useUnit } from '@shop/brand/react';

/**
 * The brand above the receiver's card (the page has no shop header): its name in its colours, as the shop's header
 * shows it, leading to the shop. A receiver opening a link from an email sees whose card it is before anything else.
 */
export function CardLinkBrand() {
  const unit = useUnit();
  return (
    <header
      data-testid="card-link-brand"
      css={(theme: Theme) => ({
        padding: `${theme.space(3)} ${theme.space(4)}`,
        background: '#fff',
        borderTop: `6px solid ${theme.colors.primary}`,
        borderBottom: `1px solid ${theme.colors.surface}`,
        fontFamily: theme.fontFamily,
        '@media print': { borderTopWidth: 0 },
      })}
    >
      <Link
        to="/"
        css={(theme: Theme) => ({
          fontSize: '1.375rem',
          fontWeight: 700,
          color: theme.colors.primary,
          textDecoration: 'none',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        })}
      >
        {unit.name}
      </Link>
    </header>
  );
}
