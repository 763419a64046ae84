import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import type { LivePages } from '../../../shared/live-pages';
import { cardCss } from '../../../shared/page-styles';

const PATHS = remotePagePaths('business');

/** The business landing's way to company verification (KYB), once its page works. */
export function KybLandingLink({ live }: { live: LivePages }) {
  const { t } = useTranslation('business');
  if (!live.has('kyb')) return null;
  return (
    <section aria-labelledby="landing-kyb" css={(theme: Theme) => ({ marginTop: theme.space(8) })}>
      <h2 id="landing-kyb">{t('kyb.landing.heading')}</h2>
      <Link
        to={PATHS.kyb}
        data-testid="landing-link-kyb"
        css={(theme: Theme) => ({
          ...cardCss(theme),
          maxWidth: 520,
          color: theme.colors.text,
          textDecoration: 'none',
          borderInlineStart: `4px solid ${theme.colors.primary}`,
          '&:hover strong': { textDecoration: 'underline' },
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        })}
      >
        <strong css={(theme: Theme) => ({ color: theme.colors.primary, fontSize: '1.1rem' })}>
          {t('kyb.entry.title')}
        </strong>
        <span>{t('kyb.landing.text')}</span>
      </Link>
    </section>
  );
}
