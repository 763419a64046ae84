import { useId, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { notificationsStore, sessionStore } from '@shop/session';
import { apiErrorText, Button, FormAlert, ModalDialog } from '@shop/ui';
import type { DeleteAccountForm } from '@shop/validation';
import { requestAccountDeletion } from '../api/delete-account-api';

interface DeleteAccountDialogProps {
  custId: string;
  answers: DeleteAccountForm;
  onCancel: () => void;
}

/**
 * The last question before an account is deleted for good; once the API has deleted it the session
 * ends the way a sign-out does (cart, storage, the portal's back-URL) and the visitor is told.
 */
export function DeleteAccountDialog({ custId, answers, onCancel }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await requestAccountDeletion(custId, answers);
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      return;
    }
    notificationsStore.getState().notify({ type: 'success', content: { key: 'account:deleteAccount.done' } });
    await sessionStore.getState().logout();
  };

  return (
    <ModalDialog
      role="alertdialog"
      title={t('deleteAccount.dialogTitle')}
      describedBy={textId}
      onCancel={busy ? undefined : onCancel}
      busy={busy}
      testId="delete-account-dialog"
    >
      <p id={textId} css={{ margin: '0 0 20px', lineHeight: 1.5 }}>
        {t('deleteAccount.dialogText')}
      </p>
      {error ? <FormAlert tone="error">{apiErrorText(error, t)}</FormAlert> : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-testid="delete-account-keep">
          {t('deleteAccount.dialogNo')}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy} data-testid="delete-account-confirm">
          {busy ? t('deleteAccount.deleting') : t('deleteAccount.dialogYes')}
        </Button>
      </div>
    </ModalDialog>
  );
}
