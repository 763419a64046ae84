import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';

/** The open draft's next steps, above its form: see it (settings only), then publish it. */
export function DraftBar({
  number,
  actions,
}: {
  number: number;
  actions: { busyVersion: number | null; onPublish(no: number): void; onPreview?(no: number): void };
}) {
  const { t } = useTranslation('operator');
  const busy = actions.busyVersion !== null;
  return (
    <div css={draftBarCss} data-testid="operator-draft-bar">
      <span>{t('settings.draftNext', { number })}</span>
      {actions.onPreview ? (
        <Button variant="secondary" disabled={busy} onClick={() => actions.onPreview?.(number)}>
          {t('versions.preview', { number })}
        </Button>
      ) : null}
      <Button disabled={busy} onClick={() => actions.onPublish(number)} data-testid="operator-publish-draft">
        {t('versions.publish', { number })}
      </Button>
    </div>
  );
}

const draftBarCss = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: 12,
  padding: 16,
  margin: '0 0 20px',
  background: '#fff8e6',
  border: '1px solid #e0b000',
  borderRadius: 8,
};
