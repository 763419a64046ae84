import type { Theme } from '@emotion/react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert } from '@shop/ui';
import { usePreviousFiles } from '../hooks/use-previous-files';
import { useRecipientFile } from '../hooks/use-recipient-file';
import { useSampleDownload } from '../hooks/use-sample-download';
import { LargeOrderResult } from './LargeOrderResult';
import { PreviousFiles } from './PreviousFiles';
import { RecipientFileInput } from './RecipientFileInput';

/**
 * A large order from a file of recipients (spec: sample file, upload, per-row results, then the order
 * of the valid rows at the checkout), and the member's previous files.
 */
export function LargeOrderPanel({ custId }: { custId: string }) {
  const { t } = useTranslation('business');
  const sample = useSampleDownload();
  const [page, setPage] = useState(1);
  const previous = usePreviousFiles(custId, page);
  const { reload } = previous;
  const showNewest = useCallback(() => {
    setPage(1);
    reload();
  }, [reload]);
  const recipients = useRecipientFile(custId, showNewest);

  return (
    <div>
      <ol css={stepsCss}>
        <li>{t('largeOrder.steps.sample')}</li>
        <li>{t('largeOrder.steps.fill')}</li>
        <li>{t('largeOrder.steps.upload')}</li>
      </ol>
      <div css={(theme: Theme) => ({ margin: `${theme.space(4)} 0` })}>
        <Button
          variant="secondary"
          onClick={() => void sample.download()}
          disabled={sample.state === 'downloading'}
          aria-busy={sample.state === 'downloading' || undefined}
        >
          {sample.state === 'downloading' ? t('largeOrder.sample.downloading') : t('largeOrder.sample.download')}
        </Button>
        {sample.state === 'failed' ? <FormAlert tone="error">{t('largeOrder.sample.failed')}</FormAlert> : null}
      </div>
      <RecipientFileInput state={recipients.state} onChoose={(file) => void recipients.choose(file)} />
      {recipients.state.status === 'checked' ? (
        <LargeOrderResult fileName={recipients.state.fileName} result={recipients.state.result} />
      ) : null}
      <section aria-labelledby="previous-files-heading" css={(theme: Theme) => ({ marginTop: theme.space(8) })}>
        <h3 id="previous-files-heading">{t('largeOrder.previous.heading')}</h3>
        <PreviousFiles state={previous.state} page={page} onPage={setPage} onRetry={previous.reload} />
      </section>
    </div>
  );
}

const stepsCss = { lineHeight: 1.6, paddingInlineStart: 20, margin: 0 };
