import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import {
  BUSINESS_DOCUMENT_UPLOAD,
  acceptedTypesLabel,
  fileExtension,
  fileProblem,
  formatValidationMessage,
} from '@shop/validation';
import { uploadBusinessDocument } from '../api/business-auth-api';
import { businessAuthErrorMessage } from '../api/business-auth-errors';
import { readFileAsBase64 } from '../api/read-file';

export type UploadState =
  | { status: 'empty' }
  | { status: 'reading' | 'sending'; fileName: string; share: number }
  | { status: 'stored'; fileName: string; fileId: string }
  | { status: 'failed'; message: string };

/** Reading the file is the first half of the bar, sending it the second (fetch tells nothing of its upload). */
const READ_SHARE = 0.5;

export interface DocumentUploadProps {
  state: UploadState;
  onChange(state: UploadState): void;
}

/**
 * The KBIS or ID document: jpg, jpeg, png or pdf of at most 2 MB, checked here as the server checks
 * it (type, code 2; size, code 1; content, code 63004), stored at once with a progress bar.
 */
export function DocumentUpload({ state, onChange }: DocumentUploadProps) {
  const { t } = useTranslation('business');
  const inputId = useId();
  const [inputKey, setInputKey] = useState(0);
  const accept = BUSINESS_DOCUMENT_UPLOAD.extensions.map((extension) => `.${extension}`).join(',');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, BUSINESS_DOCUMENT_UPLOAD);
    if (problem) {
      onChange({ status: 'failed', message: formatValidationMessage(problem.key, problem.params, t) });
      setInputKey((key) => key + 1);
      return;
    }
    onChange({ status: 'reading', fileName: file.name, share: 0 });
    let base64: string;
    try {
      base64 = await readFileAsBase64(file, (share) =>
        onChange({ status: 'reading', fileName: file.name, share: share * READ_SHARE }),
      );
    } catch {
      onChange({ status: 'failed', message: t('register.verify.readFailed') });
      return;
    }
    onChange({ status: 'sending', fileName: file.name, share: READ_SHARE });
    const extension = fileExtension(file.name);
    const result = await uploadBusinessDocument(file.name, extension === 'jpg' ? 'jpeg' : extension, base64);
    if (!result.ok) {
      onChange({ status: 'failed', message: businessAuthErrorMessage(result.error, t) });
      setInputKey((key) => key + 1);
      return;
    }
    onChange({ status: 'stored', fileName: file.name, fileId: result.data.fileId });
  };

  const busy = state.status === 'reading' || state.status === 'sending';
  return (
    <div data-testid="document-upload">
      <label htmlFor={inputId} css={{ fontWeight: 600, display: 'block', marginBottom: 4 }}>
        {t('register.verify.document')}
      </label>
      <p id={`${inputId}-hint`} css={{ margin: '0 0 8px' }}>
        {t('register.verify.documentHint', { types: acceptedTypesLabel(BUSINESS_DOCUMENT_UPLOAD) })}
      </p>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        data-testid="document-input"
        onChange={(event) => void choose(event.target.files?.[0])}
        css={{ minHeight: 44 }}
      />
      {busy ? (
        <div css={(theme: Theme) => ({ marginTop: theme.space(2) })}>
          <progress
            max={100}
            value={Math.round(state.share * 100)}
            aria-label={t('register.verify.uploading', { name: state.fileName })}
            data-testid="document-progress"
            css={{ width: '100%', height: 12 }}
          />
          <p aria-live="polite">
            {state.status === 'reading' ? t('register.verify.reading') : t('register.verify.sending')}
          </p>
        </div>
      ) : null}
      {state.status === 'stored' ? (
        <p data-testid="document-stored" aria-live="polite" css={(theme: Theme) => ({ color: theme.colors.success })}>
          {t('register.verify.stored', { name: state.fileName })}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" data-testid="document-error" css={(theme: Theme) => ({ color: theme.colors.error })}>
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
