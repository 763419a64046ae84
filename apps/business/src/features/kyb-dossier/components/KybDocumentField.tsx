import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { formatDecimal, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { FileButton, useFieldMessage } from '@shop/ui';
import { KYB_DOCUMENT_UPLOAD, fileProblem, formatValidationMessage } from '@shop/validation';
import { readFileAsBase64 } from '../../business-auth/api/read-file';
import { kybErrorMessage } from '../../kyb-account/api/kyb-errors';
import { uploadKybDocument } from '../api/kyb-dossier-api';

type Upload =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string; share: number }
  | { status: 'sending'; fileName: string }
  | { status: 'failed'; message: string };

export interface KybDocumentFieldProps {
  /** The stored document's name, when the person has one. */
  fileName: string | null;
  /** The form's message for the document (required), a reference rendered in the page's language. */
  error?: string;
  name: string;
  onStored(document: { fileId: string; fileName: string }): void;
}

const MEGABYTE = 1024 * 1024;

/**
 * The ID card or passport: a PDF under 4.5 MB, checked here as the server checks it (type, size), then
 * read (its share on the bar) and stored (purpose kybDocument); its problem is said next to it.
 */
export function KybDocumentField({ fileName, error, name, onStored }: KybDocumentFieldProps) {
  const { t, i18n } = useTranslation('business');
  const { t: common } = useTranslation('common');
  const inputId = useId();
  const [inputKey, setInputKey] = useState(0);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const formError = useFieldMessage(error);
  // 4.5 MB in the language's digits; the unit (MB, Mo, ...) is in the text.
  const limit = formatDecimal(
    (KYB_DOCUMENT_UPLOAD.limitBytes ?? 0) / MEGABYTE,
    isLanguage(i18n.language) ? i18n.language : 'en',
    1,
  );

  const choose = async (file: File) => {
    const problem = fileProblem(file, KYB_DOCUMENT_UPLOAD);
    if (problem) {
      setUpload({ status: 'failed', message: formatValidationMessage(problem.key, problem.params, t) });
      return;
    }
    setUpload({ status: 'reading', fileName: file.name, share: 0 });
    let base64: string;
    try {
      base64 = await readFileAsBase64(file, (share) => setUpload({ status: 'reading', fileName: file.name, share }));
    } catch {
      setUpload({ status: 'failed', message: t('kyb.document.readFailed') });
      return;
    }
    setUpload({ status: 'sending', fileName: file.name });
    const result = await uploadKybDocument(file.name, base64);
    if (!result.ok) {
      setUpload({ status: 'failed', message: kybErrorMessage(result.error, t) });
      return;
    }
    setUpload({ status: 'idle' });
    onStored({ fileId: result.data.fileId, fileName: file.name });
  };

  const busy = upload.status === 'reading' || upload.status === 'sending';
  const message = upload.status === 'failed' ? upload.message : formError;
  const errorId = `${inputId}-error`;
  return (
    <div
      data-testid={`${name}-field`}
      data-state={upload.status === 'idle' ? (fileName ? 'stored' : 'empty') : upload.status}
      css={(theme: Theme) => ({ marginBottom: theme.space(4) })}
    >
      <label htmlFor={inputId} css={{ fontWeight: 600, display: 'block', marginBottom: 4 }}>
        {t('kyb.document.label')}
      </label>
      <p id={`${inputId}-hint`} css={{ margin: '0 0 8px' }}>
        {t('kyb.document.hint', { size: limit })}
      </p>
      <FileButton
        key={inputKey}
        id={inputId}
        chooseText={t('kyb.document.choose')}
        fileName={busy ? upload.fileName : fileName}
        noFileText={common('file.none')}
        accept=".pdf,application/pdf"
        disabled={busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${inputId}-hint`, message ? errorId : null].filter(Boolean).join(' ')}
        data-testid={`${name}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setInputKey((key) => key + 1);
          if (file) void choose(file);
        }}
      />
      {busy ? (
        <div css={(theme: Theme) => ({ marginTop: theme.space(2) })}>
          <progress
            max={100}
            value={upload.status === 'reading' ? Math.round(upload.share * 50) : undefined}
            aria-label={t('kyb.document.progress', { name: upload.fileName })}
            data-testid={`${name}-progress`}
            css={{ width: '100%', height: 12 }}
          />
          <p aria-live="polite" css={{ margin: '4px 0 0' }}>
            {upload.status === 'reading'
              ? t('kyb.document.reading', { name: upload.fileName })
              : t('kyb.document.sending', { name: upload.fileName })}
          </p>
        </div>
      ) : null}
      {message ? (
        <p
          id={errorId}
          role="alert"
          data-field-error={name}
          css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600, margin: '4px 0 0' })}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
