import type { Interpolation, Theme } from '@emotion/react';
import { NavLink } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import type { NavItem } from './use-nav-items';

/** One navigation item: a router link with its active mark, or a link to another site. */
export function NavItemLink({ item, linkCss }: { item: NavItem; linkCss: Interpolation<Theme> }) {
  const { t } = useTranslation('shell');
  if (item.disabled) {
    // A disabled tab (spec 1 section 6) leads nowhere, by pointer or by keyboard: a link with no target,
    // left out of the tab order, that assistive technology still reads as an unavailable link.
    return (
      <a role="link" aria-disabled="true" css={linkCss} data-testid={`nav-${item.key}`}>
        {item.label}
      </a>
    );
  }
  if (item.to !== undefined) {
    return (
      <NavLink to={item.to} end={item.end} css={linkCss} data-testid={`nav-${item.key}`}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <a
      href={item.href}
      css={linkCss}
      rel="noopener noreferrer"
      {...(item.newTab ? { target: '_blank' } : {})}
      data-testid={`nav-${item.key}`}
    >
      {item.label}
      {item.newTab ? (
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {` ${t('nav.newTab')}`}
        </span>
      ) : null}
    </a>
  );
}
