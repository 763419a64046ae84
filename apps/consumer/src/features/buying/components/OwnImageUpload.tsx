import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FileButton } from '@shop/ui';
import type { ImageUpload } from '../hooks/use-image-upload';

/** The buyer's own image for the card: choose, watch it upload, see it, remove it. */
export function OwnImageUpload({ upload }: { upload: ImageUpload }) {
  const { t } = useTranslation('buying');
  const inputId = useId();
  const busy = upload.stage === 'reading' || upload.stage === 'sending';
  const problem =
    upload.problem === null
      ? null
      : upload.problem === 'uploadFailed'
        ? t('personalise.uploadFailed')
        : t(`validation:${upload.problem.key}`, upload.problem.params);
  return (
    <div css={(theme: Theme) => ({ marginBottom: theme.space(5) })}>
      <label htmlFor={inputId} css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('personalise.ownImage')}
      </label>
      <p id={`${inputId}-hint`} css={{ margin: '0 0 8px', color: '#4a5563' }}>
        {t('personalise.ownImageHint')}
      </p>
      <FileButton
        id={inputId}
        chooseText={t('common:file.choose')}
        fileName={upload.fileName || null}
        noFileText={t('common:file.none')}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        disabled={busy}
        data-testid="own-image-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload.choose(file);
          event.currentTarget.value = '';
        }}
      />
      {busy ? (
        <div role="status" css={{ marginTop: 8 }}>
          <label css={{ display: 'grid', gap: 4 }}>
            {upload.stage === 'reading'
              ? t('personalise.reading', { name: upload.fileName })
              : t('personalise.sending', { name: upload.fileName })}
            <progress max={100} value={upload.progress ?? undefined} css={{ width: '100%', maxWidth: 320 }} />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p
          id={`${inputId}-error`}
          role="alert"
          data-field-error="personalImage"
          css={(theme: Theme) => ({ color: theme.colors.error })}
        >
          {problem}
        </p>
      ) : null}
      {upload.stage === 'done' ? (
        <div css={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 8, flexWrap: 'wrap' }}>
          {upload.preview ? (
            <img
              src={upload.preview}
              alt={t('personalise.ownImageAlt', { name: upload.fileName })}
              css={{ maxWidth: 160, maxHeight: 100 }}
            />
          ) : null}
          <p role="status" css={{ margin: 0 }}>
            {t('personalise.uploaded', { name: upload.fileName })}
          </p>
          <Button variant="secondary" onClick={upload.remove}>
            {t('personalise.removeImage')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
