import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { operatorSessionStore } from '../../operator-session/operator-session-store';
import { OPERATOR_PATH } from '../../../frame/operator-paths';
import { PasswordStep } from './PasswordStep';
import { TotpStep } from './TotpStep';

/** Only a path of this remote is a place to come back to after signing in. */
function safeNext(next: string | null): string {
  return next && next.startsWith(`${OPERATOR_PATH}/`) && !next.startsWith('//') ? next : OPERATOR_PATH;
}

/** /operator/sign-in: email and password, then the code of the operator's authenticator app (required). */
export function OperatorSignInPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [challenge, setChallenge] = useState<{ challengeId: string; email: string } | null>(null);

  return (
    <div css={pageCss}>
      <div css={cardCss}>
        <h1 css={{ margin: '0 0 12px', fontSize: '1.75rem' }}>{t('signIn.title')}</h1>
        {challenge === null ? (
          <PasswordStep onChallenge={setChallenge} />
        ) : (
          <TotpStep
            challengeId={challenge.challengeId}
            email={challenge.email}
            onRestart={() => setChallenge(null)}
            onSignedIn={(session) => {
              operatorSessionStore.getState().signIn(session);
              void navigate(safeNext(search.get('next')), { replace: true });
            }}
          />
        )}
      </div>
    </div>
  );
}

const pageCss = (theme: Theme) => ({
  maxWidth: 520,
  margin: '0 auto',
  padding: `${theme.space(10)} ${theme.space(4)}`,
});
const cardCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(6),
});
