import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { FileButton } from '@shop/ui';
import { LARGE_ORDER_FILE_UPLOAD, acceptedTypesLabel } from '@shop/validation';
import type { RecipientFileState } from '../hooks/use-recipient-file';

/** The recipient file's input (its visible label and accepted types), its progress and its error. */
export function RecipientFileInput({ state, onChoose }: { state: RecipientFileState; onChoose(file: File): void }) {
  const { t } = useTranslation('business');
  const { t: common } = useTranslation('common');
  const inputId = useId();
  // A new input after each choice, so choosing the same file again (after fixing it) is a change.
  const [inputKey, setInputKey] = useState(0);
  const accept = LARGE_ORDER_FILE_UPLOAD.extensions.map((extension) => `.${extension}`).join(',');
  const busy = state.status === 'reading' || state.status === 'sending' || state.status === 'checking';
  return (
    <div>
      <label htmlFor={inputId} css={{ fontWeight: 600, display: 'block', marginBottom: 4 }}>
        {t('largeOrder.upload.label')}
      </label>
      <p id={`${inputId}-hint`} css={{ margin: '0 0 8px' }}>
        {t('largeOrder.upload.hint', { types: acceptedTypesLabel(LARGE_ORDER_FILE_UPLOAD) })}
      </p>
      <FileButton
        key={inputKey}
        id={inputId}
        chooseText={common('file.choose')}
        fileName={'fileName' in state ? state.fileName : null}
        noFileText={common('file.none')}
        accept={accept}
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        data-testid="large-order-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          setInputKey((key) => key + 1);
          if (file) onChoose(file);
        }}
      />
      {busy ? <UploadProgress state={state} /> : null}
      {state.status === 'failed' ? (
        <p
          role="alert"
          data-testid="large-order-error"
          css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600 })}
        >
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

function UploadProgress({ state }: { state: RecipientFileState }) {
  const { t } = useTranslation('business');
  if (state.status !== 'reading' && state.status !== 'sending' && state.status !== 'checking') return null;
  // The bar has no value (indeterminate) while the file is read, before its first progress report and while
  // its rows are checked; while it is sent, the share sent.
  const percent = state.status === 'sending' && state.share !== null ? Math.round(state.share * 100) : undefined;
  const text =
    state.status === 'sending'
      ? percent === undefined
        ? t('largeOrder.upload.sendingStarted', { name: state.fileName })
        : t('largeOrder.upload.sending', { name: state.fileName, percent })
      : state.status === 'checking'
        ? t('largeOrder.upload.checking', { name: state.fileName })
        : t('largeOrder.upload.reading', { name: state.fileName });
  return (
    <div css={(theme: Theme) => ({ marginTop: theme.space(3) })}>
      <progress
        max={100}
        value={percent}
        aria-label={t('largeOrder.upload.progress', { name: state.fileName })}
        css={{ width: '100%', height: 12 }}
      />
      <p aria-live="polite" css={{ margin: '4px 0 0' }}>
        {text}
      </p>
    </div>
  );
}
