import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { useAudience } from '@shop/session/react';
import type { LivePages } from '../../../shared/live-pages';
import { linkButtonCss } from '../../../shared/page-styles';

const PATHS = remotePagePaths('business');

/**
 * Where a reader of the business offer goes next: a business user to the business area; a visitor to
 * the business login and registration, when those pages work; both to company verification (KYB).
 * Individuals and salesmen get none.
 */
export function InfoActions({ live }: { live: LivePages }) {
  const { t } = useTranslation('business');
  const audience = useAudience();
  // Company verification (KYB) has its own sign-in: offered to visitors and business users alike.
  const kyb = live.has('kyb') ? [{ to: PATHS.kyb, text: t('kyb.entry.title') }] : [];
  const links =
    audience === 'business'
      ? [{ to: PATHS.landing, text: t('info.actions.area') }, ...kyb]
      : audience === 'guest'
        ? [
            ...(live.has('register') ? [{ to: PATHS.register, text: t('info.actions.register') }] : []),
            ...(live.has('login') ? [{ to: PATHS.login, text: t('info.actions.login') }] : []),
            ...kyb,
          ]
        : [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="business-actions" css={(theme: Theme) => ({ marginTop: theme.space(10) })}>
      <h2 id="business-actions">{t('info.actions.heading')}</h2>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} css={linkButtonCss(index === 0)}>
            {link.text}
          </Link>
        ))}
      </div>
    </section>
  );
}
