import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { WithAreaTexts } from '@shop/ui';

/** A salesman page: the area's texts loaded, and the area's own links (customers, commission) above the page. */
export function SalesmanArea({ children, nav = true }: { children: ReactNode; nav?: boolean }) {
  return (
    <WithAreaTexts namespace="salesman">
      {nav ? <AreaNav /> : null}
      {children}
    </WithAreaTexts>
  );
}

function AreaNav() {
  const { t } = useTranslation('salesman');
  return (
    <nav aria-label={t('nav.label')} css={navCss}>
      <NavLink to="/salesman" end>
        {t('nav.customers')}
      </NavLink>
      <NavLink to="/salesman/commission">{t('nav.commission')}</NavLink>
    </nav>
  );
}

const navCss = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space(5),
  maxWidth: 1180,
  margin: '0 auto',
  padding: `${theme.space(3)} ${theme.space(4)} 0`,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    fontWeight: 600,
    color: theme.colors.primary,
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
  },
  'a[aria-current="page"]': { borderBottomColor: theme.colors.primary },
});
