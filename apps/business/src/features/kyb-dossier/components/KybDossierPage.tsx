import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { linkButtonCss, pageCss } from '../../../shared/page-styles';
import { signOutOfKyb } from '../../kyb-account/api/kyb-account-api';
import { useKybSession } from '../../kyb-account/hooks/use-kyb-session';
import { kybSessionStore, type KybSession } from '../../kyb-account/kyb-session-store';
import { useKybDossier } from '../hooks/use-kyb-dossier';
import { useKybLists } from '../hooks/use-kyb-lists';
import { DossierEditor } from './DossierEditor';
import { DossierStateBanner } from './DossierStateBanner';

const PATHS = remotePagePaths('business');

/**
 * /b2b/kyb/dossier: the KYB account's dossier, its state and its five tabs. Without a KYB session (never
 * signed in, signed out, a 401 on the info call) the page goes back to /b2b/kyb. After Submit the KYB data
 * is cleared on the client; the page then says the dossier is filed.
 */
export function KybDossierPage() {
  const session = useKybSession();
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  if (submittedEmail !== null) return <SubmittedDossier email={submittedEmail} />;
  if (!session) return <Navigate to={PATHS.kyb} replace />;
  return (
    <SignedInDossier
      session={session}
      onSubmitted={() => {
        setSubmittedEmail(session.email);
        kybSessionStore.getState().clear();
      }}
    />
  );
}

function SignedInDossier({ session, onSubmitted }: { session: KybSession; onSubmitted(): void }) {
  const { t } = useTranslation('business');
  const { state, saved } = useKybDossier(session);
  const lists = useKybLists();
  const signOut = () => {
    void signOutOfKyb(session.token);
    kybSessionStore.getState().clear();
  };
  return (
    <div css={pageCss} data-testid="kyb-dossier">
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' }}>{t('kyb.dossier.title')}</h1>
          <p css={{ margin: '4px 0 0' }} dir="auto">
            {t('kyb.dossier.signedInAs', { email: session.email })}
          </p>
        </div>
        <Button variant="secondary" onClick={signOut} data-testid="kyb-sign-out">
          {t('kyb.dossier.signOut')}
        </Button>
      </div>
      {state.status === 'loading' || lists.status === 'loading' ? (
        <LoadingIndicator label={t('kyb.dossier.loading')} />
      ) : state.status === 'failed' || lists.status === 'failed' ? (
        <div css={(theme: Theme) => ({ marginTop: theme.space(5) })}>
          <FormAlert tone="error">{t('kyb.dossier.loadFailed')}</FormAlert>
          <Button
            variant="secondary"
            onClick={() => {
              if (state.status === 'failed') state.retry();
              if (lists.status === 'failed') lists.retry();
            }}
          >
            {t('kyb.dossier.retry')}
          </Button>
        </div>
      ) : (
        <>
          <DossierStateBanner dossier={state.data.dossier} />
          <DossierEditor
            session={session}
            loaded={state.data}
            lists={lists.lists}
            onSaved={saved}
            onSubmitted={onSubmitted}
          />
        </>
      )}
    </div>
  );
}

function SubmittedDossier({ email }: { email: string }) {
  const { t } = useTranslation('business');
  return (
    <div css={pageCss} data-testid="kyb-dossier">
      <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' }}>{t('kyb.dossier.title')}</h1>
      <p css={{ margin: '4px 0 0' }}>{t('kyb.dossier.signedInAs', { email })}</p>
      <DossierStateBanner dossier={{ state: 'submitted', rejectionReason: '' }} />
      <p data-testid="kyb-submitted">{t('kyb.submit.done')}</p>
      <Link to={PATHS.kyb} css={linkButtonCss(false)}>
        {t('kyb.verify.back')}
      </Link>
    </div>
  );
}
