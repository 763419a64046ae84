import type { Theme } from '@emotion/react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import type { LivePages } from '../../../shared/live-pages';
import { pageCss } from '../../../shared/page-styles';
import { KybLandingLink } from '../../kyb-account/components/KybLandingLink';
import { useBusinessProfile } from '../hooks/use-business-profile';
import { landingLinks } from '../landing-links';
import { LinkCards } from './LinkCards';
import { VerificationNotice } from './VerificationNotice';

/**
 * /b2b, the business area's home (spec 1 sections 2 and 6; the shell's guard lets business users only):
 * the company greeted by name, its verification state, and links to the pages that work.
 */
export function LandingPage({ live }: { live: LivePages }) {
  const { t } = useTranslation('business');
  const common = useTranslation('common').t;
  const unit = useUnit();
  const user = useSession((state) => state.user);
  const { state, retry } = useBusinessProfile(user?.custId ?? '');
  const profile = state.status === 'ready' ? state.profile : null;
  // B2B members are shown by company name (spec 1 section 6); the session's name until the profile is in.
  const company = profile?.companyInfo?.companyName || user?.custName || '';
  const links = landingLinks(unit, live, profile ? profile.contractTypeId : null);

  return (
    <div css={pageCss} data-testid="business-landing">
      <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' }}>{t('landing.greeting', { company })}</h1>
      <p css={(theme: Theme) => ({ fontSize: '1.125rem', lineHeight: 1.6, margin: `${theme.space(2)} 0 0` })}>
        {t('landing.lead')}
      </p>
      {state.status === 'loading' ? <LoadingIndicator label={t('landing.loadingProfile')} /> : null}
      {state.status === 'failed' ? (
        <div css={(theme: Theme) => ({ marginTop: theme.space(4) })}>
          <FormAlert tone="error">{t('landing.profileFailed')}</FormAlert>
          <Button variant="secondary" onClick={retry}>
            {common('genericError.tryAgain')}
          </Button>
        </div>
      ) : null}
      {profile ? <VerificationNotice state={profile.businessVerification} /> : null}
      {links.order.length > 0 ? (
        <section aria-labelledby="landing-order" css={(theme: Theme) => ({ marginTop: theme.space(8) })}>
          <h2 id="landing-order">{t('landing.orderHeading')}</h2>
          <LinkCards links={links.order} />
        </section>
      ) : null}
      <section aria-labelledby="landing-follow" css={(theme: Theme) => ({ marginTop: theme.space(8) })}>
        <h2 id="landing-follow">{t('landing.followHeading')}</h2>
        <LinkCards links={links.follow} />
      </section>
      <KybLandingLink live={live} />
    </div>
  );
}
