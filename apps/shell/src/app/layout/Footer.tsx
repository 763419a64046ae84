import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { hasInternalFaq } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { consentPanel } from '../features/cookie-consent/api/consent-panel';
import { useUnitText } from '../brand/use-unit-text';

export function Footer() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const unitText = useUnitText();
  const linkCss = { color: 'inherit' };

  return (
    <footer
      css={(theme: Theme) => ({
        padding: `${theme.space(8)} ${theme.space(4)}`,
        background: theme.colors.surface,
        marginTop: theme.space(10),
      })}
    >
      <nav aria-label={t('footer.label')}>
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 20, listStyle: 'none', margin: 0, padding: 0 }}>
          <li>
            <Link to="/about" css={linkCss}>
              {t('footer.about')}
            </Link>
          </li>
          <li>
            <Link to="/general-conditions" css={linkCss}>
              {t('footer.generalConditions')}
            </Link>
          </li>
          <li>
            {hasInternalFaq(unit) ? (
              <Link to="/faq" css={linkCss}>
                {t('nav.faq')}
              </Link>
            ) : (
              <a href={unit.externalFaqUrl} css={linkCss} rel="noopener noreferrer">
                {t('nav.faq')}
              </a>
            )}
          </li>
          {unit.features.cookieConsent ? (
            <li>
              <button
                type="button"
                data-testid="cookie-settings"
                onClick={() => {
                  consentPanel.getState().reopen();
                  window.scrollTo({ top: 0 });
                }}
                css={{
                  ...linkCss,
                  font: 'inherit',
                  padding: 0,
                  background: 'none',
                  border: 0,
                  textDecoration: 'underline',
                  cursor: 'pointer',
                }}
              >
                {t('cookies.settings')}
              </button>
            </li>
          ) : null}
          {unit.moreInfoPages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} css={linkCss}>
                {unitText(page.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.openingHours')}</p>
      <p css={{ fontSize: '0.875rem' }}>{t('footer.disclaimer')}</p>
      <p css={{ fontSize: '0.875rem' }}>© {unit.name}</p>
    </footer>
  );
}
