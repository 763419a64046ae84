import { useEffect, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { DownloadedFile } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import { useApiLoad } from '../../../shared/use-api-load';

/** How a file can be shown on the page: PDFs in a frame, images as images, anything else downloaded. */
export function inlineKindOf(contentType: string): 'pdf' | 'image' | 'other' {
  if (/^application\/pdf\b/i.test(contentType)) return 'pdf';
  if (/^image\/(png|jpe?g|gif|webp)\b/i.test(contentType)) return 'image';
  return 'other';
}

/**
 * A document fetched through the operator's authorised file call and shown inside the page (a PDF in a
 * frame, an image as it is), so a reviewer never leaves the review to read it. `fileKey` names the file:
 * a new key loads a new file.
 */
export function InlineDocument({
  fileKey,
  name,
  load,
}: {
  fileKey: string;
  name: string;
  load: () => Promise<ApiResult<DownloadedFile>>;
}) {
  const { t } = useTranslation('operator');
  const [state] = useApiLoad(fileKey, load);
  const url = useObjectUrl(state.state === 'ready' ? state.data.blob : null);
  if (state.state === 'loading') return <LoadingIndicator label={t('backOffice.review.documentLoading')} />;
  if (state.state === 'failed') {
    return <FormAlert tone="error">{apiErrorText(state.error, t) || t('backOffice.review.documentFailed')}</FormAlert>;
  }
  if (!url) return null;
  const kind = inlineKindOf(state.data.contentType);
  const title = t('backOffice.review.documentTitle', { name });
  return (
    <figure css={{ margin: 0 }} data-testid="inline-document" data-kind={kind}>
      {kind === 'pdf' ? (
        <iframe src={url} title={title} css={frameCss} />
      ) : kind === 'image' ? (
        <img src={url} alt={title} css={{ maxWidth: '100%', border: '1px solid #d5dbe3' }} />
      ) : (
        <p>{t('backOffice.review.documentNotShown')}</p>
      )}
      <figcaption css={{ marginTop: 8 }}>
        <a href={url} download={state.data.filename || name}>
          {t('backOffice.review.downloadDocument', { name })}
        </a>
      </figcaption>
    </figure>
  );
}

/** An object URL for a blob while it is shown, revoked when the blob changes or the page leaves. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

const frameCss = { width: '100%', height: 560, border: '1px solid #d5dbe3', background: '#fff' };
