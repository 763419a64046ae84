import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { operatorSessionStore } from '../../operator-session/operator-session-store';
import { useOperator } from '../../operator-session/hooks/use-operator-session';
import { OPERATOR_SIGN_IN_PATH } from '../../../frame/operator-paths';
import { signOutOperator } from '../api/operator-auth-api';

/** The header's end: who is signed in, in which role, and signing out. */
export function OperatorAccount() {
  const { t } = useTranslation('operator');
  const operator = useOperator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    // The session ends here whatever the answer: a failed call leaves a token that expires on its own.
    await signOutOperator();
    operatorSessionStore.getState().signOut();
    void navigate(OPERATOR_SIGN_IN_PATH, { replace: true });
  };

  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <span data-testid="operator-signed-in-as">
        {t('frame.signedInAs', { name: operator.name, role: t(`roles.${operator.role}`) })}
      </span>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        aria-busy={busy || undefined}
        css={{
          minHeight: 40,
          padding: '0 16px',
          border: '1px solid #fff',
          borderRadius: 6,
          background: 'transparent',
          color: '#fff',
          fontWeight: 600,
          cursor: 'pointer',
          '&:focus-visible': { outline: '3px solid #ffd166', outlineOffset: 2 },
        }}
      >
        {t('frame.signOut')}
      </button>
    </div>
  );
}
