import type { Theme } from '@emotion/react';
import { useState } from 'react';
import type { KybDossier } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert } from '@shop/ui';
import { kybErrorMessage } from '../../kyb-account/api/kyb-errors';
import { kybSessionStore, type KybSession } from '../../kyb-account/kyb-session-store';
import { submitKybDossier } from '../api/kyb-dossier-api';
import { DOSSIER_SECTIONS } from '../dossier-sections';
import { credentialsOf } from '../hooks/use-kyb-dossier';

export interface SubmitSectionProps {
  session: KybSession;
  dossier: KybDossier;
  onSubmitted(): void;
}

/** Submit: files the dossier once the five tabs are complete (not drafts); the server checks every tab again. */
export function SubmitSection({ session, dossier, onSubmitted }: SubmitSectionProps) {
  const { t } = useTranslation('business');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const missing = DOSSIER_SECTIONS.filter((section) => !dossier.completion[section].complete);

  const submit = async () => {
    setAlert(null);
    setBusy(true);
    const result = await submitKybDossier(credentialsOf(session));
    setBusy(false);
    if (result.ok) {
      onSubmitted();
      return;
    }
    if (result.status === 401) {
      kybSessionStore.getState().clear();
      return;
    }
    const issues = (result.error.issues ?? []).map((issue) => issue.message);
    setAlert([kybErrorMessage(result.error, t), ...issues].join(' '));
  };

  return (
    <section
      aria-labelledby="kyb-submit"
      css={(theme: Theme) => ({
        marginTop: theme.space(8),
        paddingTop: theme.space(5),
        borderTop: '1px solid #d5dbe3',
      })}
    >
      <h2 id="kyb-submit" css={{ marginTop: 0 }}>
        {t('kyb.submit.heading')}
      </h2>
      <p>{t('kyb.submit.text')}</p>
      {missing.length > 0 ? (
        <p data-testid="kyb-submit-missing" id="kyb-submit-missing">
          {t('kyb.submit.missing', {
            sections: missing.map((section) => t(`kyb.dossier.tabs.${section}`)).join(', '),
          })}
        </p>
      ) : null}
      {alert ? (
        <div data-testid="kyb-submit-alert">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      ) : null}
      <Button
        onClick={() => void submit()}
        disabled={busy || missing.length > 0}
        aria-busy={busy || undefined}
        aria-describedby={missing.length > 0 ? 'kyb-submit-missing' : undefined}
        data-testid="kyb-submit"
      >
        {busy ? t('kyb.submit.submitting') : t('kyb.submit.button')}
      </Button>
    </section>
  );
}
