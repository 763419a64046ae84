import { useId, useState } from 'react';
import { API_ERRORS, type ApiError } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { apiErrorText, Button, FormAlert, ModalDialog } from '@shop/ui';
import { disableQuotation } from '../api/quotations-api';

interface DisableQuotationDialogProps {
  custId: string;
  orderNo: string;
  /** The quotation is gone from the member's list (disabled now, or already before). */
  onDisabled: () => void;
  onCancel: () => void;
}

/** Asks before a quotation is removed for good (it can no longer be ordered), then removes it. */
export function DisableQuotationDialog({ custId, orderNo, onDisabled, onCancel }: DisableQuotationDialogProps) {
  const { t } = useTranslation('account');
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await disableQuotation(custId, orderNo);
    setBusy(false);
    // 58001: removed meanwhile (another tab): it is gone from the list all the same.
    if (result.ok || result.error.code === API_ERRORS.ORDER_NOT_FOUND.code) onDisabled();
    else setError(result.error);
  };

  return (
    <ModalDialog
      role="alertdialog"
      title={t('quotations.disableTitle')}
      describedBy={textId}
      onCancel={busy ? undefined : onCancel}
      busy={busy}
      testId="quotation-disable-dialog"
    >
      <p id={textId} css={{ margin: '0 0 20px' }}>
        {t('quotations.disableQuestion', { orderNo })}
      </p>
      {error ? <FormAlert tone="error">{apiErrorText(error, t)}</FormAlert> : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('quotations.keep')}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy} data-testid="quotation-disable-confirm">
          {busy ? t('quotations.disabling') : t('quotations.disableConfirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
