import type { Theme } from '@emotion/react';
import { Link, NavLink } from 'react-router';
import { hasInternalFaq, isB2bEnabled, isQueryCardEnabled } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { useAudience } from '@shop/session/react';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';

const navLinkCss = (theme: Theme) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  padding: `${theme.space(2)} ${theme.space(1)}`,
  borderBottom: '3px solid transparent',
  '&.active': { borderBottomColor: theme.colors.primary, fontWeight: 600 },
  '&[aria-disabled="true"]': { opacity: 0.5, pointerEvents: 'none' as const },
});

export function Header() {
  const unit = useUnit();
  const audience = useAudience();
  const { t } = useTranslation('shell');
  const b2b = isB2bEnabled(unit);

  return (
    <header
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(6),
        padding: `${theme.space(3)} ${theme.space(4)}`,
        background: '#fff',
        borderBottom: `1px solid ${theme.colors.surface}`,
      })}
    >
      <Link to="/" css={(theme: Theme) => ({ fontSize: '1.375rem', fontWeight: 700, color: theme.colors.primary, textDecoration: 'none' })}>
        {unit.name}
      </Link>
      <nav aria-label={t('nav.label')} css={{ flex: 1 }}>
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 20, listStyle: 'none', margin: 0, padding: 0 }}>
          {b2b ? (
            <>
              <li>
                <NavLink to="/" end css={navLinkCss} aria-disabled={audience === 'business'}>
                  {t('nav.forCustomer')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/b2b/info" css={navLinkCss} aria-disabled={audience === 'individual'}>
                  {t('nav.forBusiness')}
                </NavLink>
              </li>
            </>
          ) : null}
          {isQueryCardEnabled(unit) && audience !== 'salesman' ? (
            <li>
              <NavLink to="/query" css={navLinkCss}>
                {t('nav.queryCard')}
              </NavLink>
            </li>
          ) : null}
          <li>
            {hasInternalFaq(unit) ? (
              <NavLink to="/faq" css={navLinkCss}>
                {t('nav.faq')}
              </NavLink>
            ) : (
              <a href={unit.externalFaqUrl} css={navLinkCss} rel="noopener noreferrer">
                {t('nav.faq')}
              </a>
            )}
          </li>
        </ul>
      </nav>
      <LanguageSwitcher />
      <AccountMenu />
    </header>
  );
}
