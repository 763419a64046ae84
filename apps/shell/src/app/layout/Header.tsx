import type { Theme } from '@emotion/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { CartMenu } from '../features/cart-menu/components/CartMenu';
import { CountryPicker } from '../features/country-picker/components/CountryPicker';
import { WalletMenu } from '../features/wallet-menu/components/WalletMenu';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { compactHeader, wideHeader } from './menu/header-media';
import { NavItemLink } from './menu/NavItemLink';
import { useNavItems } from './menu/use-nav-items';

// The mobile menu's content loads the first time it opens.
const MobileMenu = lazy(() => import('./menu/MobileMenu'));

const navLinkCss = (theme: Theme) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  padding: `${theme.space(2)} ${theme.space(1)}`,
  borderBottom: '3px solid transparent',
  // The active tab is marked by its underline only: a bolder label would widen the row on some pages, not others.
  '&.active': { borderBottomColor: theme.colors.primary },
  '&[aria-disabled="true"]': { opacity: 0.5, pointerEvents: 'none' as const },
});

/** Hidden in the compact header (up to 1200 px), where the menu holds it. */
const wideOnly = { [compactHeader]: { display: 'none' } };

export function Header() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const items = useNavItems();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A chosen link closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Spec 1 section 2: the mobile menu closes above 1200 px.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(wideHeader.replace('@media ', ''));
    const closeIfWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [menuOpen]);

  return (
    <header
      css={(theme: Theme) => ({
        // One row at every width: above 1200 px the labels fit (French included); below, the menu holds them.
        display: 'flex',
        flexWrap: 'nowrap',
        alignItems: 'center',
        gap: theme.space(4),
        padding: `${theme.space(3)} ${theme.space(4)}`,
        background: '#fff',
        borderBottom: `1px solid ${theme.colors.surface}`,
        [compactHeader]: { flexWrap: 'nowrap', gap: theme.space(3) },
      })}
    >
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        data-testid="menu-toggle"
        onClick={() => setMenuOpen(true)}
        css={(theme: Theme) => ({
          display: 'none',
          minWidth: 44,
          minHeight: 44,
          font: 'inherit',
          fontSize: '1.25rem',
          color: theme.colors.text,
          background: 'none',
          border: `1px solid ${theme.colors.primary}`,
          borderRadius: theme.radius,
          cursor: 'pointer',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
          [compactHeader]: { display: 'inline-block' },
        })}
      >
        <span aria-hidden="true">☰</span>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('nav.menu')}
        </span>
      </button>
      <Link
        to="/"
        css={(theme: Theme) => ({
          fontSize: '1.375rem',
          fontWeight: 700,
          color: theme.colors.primary,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          [compactHeader]: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        })}
      >
        {unit.name}
      </Link>
      <nav id="main-navigation" aria-label={t('nav.label')} css={{ flex: 1, minWidth: 0, ...wideOnly }}>
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.key}>
              <NavItemLink item={item} linkCss={navLinkCss} />
            </li>
          ))}
        </ul>
      </nav>
      <div css={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: 12, ...wideOnly }}>
        <CountryPicker />
        <LanguageSwitcher />
      </div>
      <CartMenu />
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, ...wideOnly }}>
        <WalletMenu />
        <AccountMenu />
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
