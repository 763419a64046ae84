import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { cardCss, linkButtonCss, pageCss } from '../../../shared/page-styles';
import { useKybSession } from '../hooks/use-kyb-session';
import { KybSignInForm } from './KybSignInForm';
import { StartVerificationForm } from './StartVerificationForm';

const PATHS = remotePagePaths('business');
const NEEDS = ['company', 'representatives', 'shareholders', 'embargo', 'bank'] as const;

/**
 * /b2b/kyb: what company verification asks for, then the two ways in: start with an email
 * verification, or continue a dossier by signing in to the KYB account (decision 0034).
 */
export function KybEntryPage() {
  const { t } = useTranslation('business');
  const session = useKybSession();
  return (
    <div css={pageCss} data-testid="kyb-entry">
      <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' }}>{t('kyb.entry.title')}</h1>
      <p css={(theme: Theme) => ({ fontSize: '1.125rem', lineHeight: 1.6, margin: `${theme.space(3)} 0 0` })}>
        {t('kyb.entry.lead')}
      </p>
      <section aria-labelledby="kyb-needs" css={(theme: Theme) => ({ marginTop: theme.space(6) })}>
        <h2 id="kyb-needs">{t('kyb.entry.needHeading')}</h2>
        <ul css={{ lineHeight: 1.7, paddingInlineStart: 24 }}>
          {NEEDS.map((need) => (
            <li key={need}>{t(`kyb.entry.need.${need}`)}</li>
          ))}
        </ul>
      </section>
      {session ? (
        <section
          aria-labelledby="kyb-resume"
          data-testid="kyb-resume"
          css={(theme: Theme) => ({ ...cardCss(theme), marginTop: theme.space(6) })}
        >
          <h2 id="kyb-resume" css={{ margin: 0 }}>
            {t('kyb.entry.signedIn', { email: session.email })}
          </h2>
          <div>
            <Link to={PATHS.kybDossier} css={linkButtonCss(true)} data-testid="kyb-open-dossier">
              {t('kyb.entry.openDossier')}
            </Link>
          </div>
        </section>
      ) : (
        <div
          css={(theme: Theme) => ({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
            gap: theme.space(5),
            marginTop: theme.space(6),
          })}
        >
          <StartVerificationForm />
          <KybSignInForm />
        </div>
      )}
    </div>
  );
}
