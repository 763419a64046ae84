import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { FileButton, FormAlert, apiErrorText } from '@shop/ui';
import { useReceiptUpload } from '../hooks/use-receipt-upload';

/** A member's bank-transfer receipt, uploaded within the order's 30-minute window, with its progress. */
export function ReceiptUpload({
  custId,
  orderNo,
  onUploaded,
}: {
  custId: string;
  orderNo: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('orderResult');
  const { state, upload } = useReceiptUpload(custId, orderNo, onUploaded);
  const inputId = useId();
  const busy = state.stage === 'reading' || state.stage === 'sending';
  const problem =
    state.stage === 'refused'
      ? t(`validation:${state.problem.key}`, state.problem.params)
      : state.stage === 'failed'
        ? state.error
          ? apiErrorText(state.error, t)
          : t('common:errors.upload.failed')
        : null;
  return (
    <div data-testid="receipt-upload" css={(theme: Theme) => ({ marginTop: theme.space(4) })}>
      <label htmlFor={inputId} css={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
        {t('receipt.label')}
      </label>
      <FileButton
        id={inputId}
        chooseText={t('common:file.choose')}
        fileName={'fileName' in state ? state.fileName : null}
        noFileText={t('common:file.none')}
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        disabled={busy}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(file);
        }}
      />
      {busy ? (
        <div role="status" css={{ marginTop: 8 }}>
          <progress
            max={100}
            value={state.progress ?? undefined}
            aria-label={t('receipt.progress')}
            css={{ width: '100%', height: 12 }}
          />
          <span>
            {state.stage === 'reading' ? t('receipt.reading', { name: state.fileName }) : t('receipt.sending')}
          </span>
        </div>
      ) : null}
      {problem ? (
        <p
          id={`${inputId}-problem`}
          role="alert"
          data-testid="receipt-problem"
          css={(theme: Theme) => ({ color: theme.colors.error, marginTop: 8 })}
        >
          {problem}
        </p>
      ) : null}
      {state.stage === 'done' ? (
        <FormAlert tone="success">{t('receipt.done', { name: state.fileName })}</FormAlert>
      ) : null}
    </div>
  );
}
