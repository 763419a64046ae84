import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { operatorPath } from './operator-paths';
import type { OperatorSection } from './operator-section';

/** The operators' desktop frame: a header with the product name, a side navigation and the page. */
export function OperatorFrame({
  sections,
  account,
  children,
}: {
  sections: readonly OperatorSection[];
  /** The signed-in operator's name and sign-out, at the header's end. */
  account?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('operator');
  return (
    <div css={shellCss}>
      <a href="#operator-main" css={skipCss}>
        {t('frame.skipToContent')}
      </a>
      <header css={headerCss}>
        <span css={{ fontWeight: 700, fontSize: '1.1rem' }}>{t('frame.title')}</span>
        {account}
      </header>
      <div css={bodyCss}>
        {sections.length > 0 ? (
          <nav aria-label={t('frame.navLabel')} css={navCss}>
            <ul>
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink to={operatorPath(section.path)} data-testid={`operator-nav-${section.path}`}>
                    {t(section.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="operator-main" tabIndex={-1} css={mainCss}>
          {children}
        </main>
      </div>
    </div>
  );
}

const shellCss = (theme: Theme) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column' as const,
  background: '#f3f5f8',
  color: theme.colors.text,
});

const skipCss = {
  position: 'absolute' as const,
  insetInlineStart: -9999,
  '&:focus': { insetInlineStart: 8, top: 8, zIndex: 10, background: '#fff', padding: 8 },
};

const headerCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  padding: `${theme.space(3)} ${theme.space(6)}`,
  background: '#1f2a37',
  color: '#fff',
});

const bodyCss = { display: 'flex', flex: 1, minHeight: 0 };

const navCss = (theme: Theme) => ({
  width: 230,
  flexShrink: 0,
  background: '#fff',
  borderInlineEnd: '1px solid #d5dbe3',
  ul: { listStyle: 'none', margin: 0, padding: `${theme.space(4)} 0` },
  a: {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${theme.space(5)}`,
    color: '#1f2a37',
    textDecoration: 'none',
    borderInlineStart: '4px solid transparent',
  },
  'a[aria-current="page"]': { borderInlineStartColor: '#1f4f8a', fontWeight: 700, background: '#eef3fa' },
  'a:focus-visible': { outline: '3px solid #1f4f8a', outlineOffset: -3 },
});

const mainCss = (theme: Theme) => ({
  flex: 1,
  minWidth: 0,
  padding: `${theme.space(6)} ${theme.space(8)} ${theme.space(10)}`,
  '&:focus': { outline: 'none' },
});
