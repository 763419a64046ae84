import { useState, type FormEvent } from 'react';
import { KYB_VERIFICATION_TRANSFER, type ApiError } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, TextField, apiErrorText } from '@shop/ui';
import { rowCss } from '../../back-office-kit/back-office-styles';
import { recordTransfer } from '../api/review-queue-api';

/**
 * Records the 10-euro verification transfer once it shows on the shop's bank statement: the IBAN it
 * came from (the dossier's, prefilled) and its amount; the API refuses another IBAN or amount.
 */
export function TransferForm({
  buId,
  dossierId,
  iban,
  onRecorded,
}: {
  buId: string;
  dossierId: number;
  iban: string;
  onRecorded: () => void;
}) {
  const { t } = useTranslation('operator');
  const [fromIban, setFromIban] = useState(iban);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result = await recordTransfer(buId, dossierId, {
      fromIban: fromIban.replace(/\s+/g, '').toUpperCase(),
      amount: KYB_VERIFICATION_TRANSFER.amount,
      currency: KYB_VERIFICATION_TRANSFER.currency,
    });
    setBusy(false);
    if (result.ok) onRecorded();
    else setFailure(result.error);
  };
  return (
    <form onSubmit={submit} aria-busy={busy || undefined} data-testid="transfer-form">
      {failure ? <FormAlert tone="error">{apiErrorText(failure, t)}</FormAlert> : null}
      <div css={rowCss}>
        <div css={{ flex: '1 1 360px', maxWidth: 480 }}>
          <TextField
            label={t('backOffice.review.transferIban')}
            hint={t('backOffice.review.transferHint')}
            name="fromIban"
            autoComplete="off"
            value={fromIban}
            onChange={(event) => setFromIban(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy || !fromIban.trim()} css={{ marginBottom: 38 }}>
          {busy ? t('backOffice.common.working') : t('backOffice.review.recordTransfer')}
        </Button>
      </div>
    </form>
  );
}
