import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { groupByFour } from '../card-display';
import { useCopy } from '../hooks/use-copy';
import { codeCss, fieldLabel, noPrint } from './card-styles';

/** The card number grouped by 4, with a button copying it (the digits only) and what came of it. */
export function CardNumber({ cardNumber }: { cardNumber: string }) {
  const { t } = useTranslation('cardLink');
  const { state, copy } = useCopy();
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(1) })}>
      <span css={fieldLabel}>{t('cardNumber')}</span>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
        <span data-testid="card-link-number" css={codeCss}>
          {groupByFour(cardNumber)}
        </span>
        <span css={noPrint}>
          <Button variant="secondary" onClick={() => void copy(cardNumber)} data-testid="card-link-copy">
            {t('copy')}
          </Button>
        </span>
      </div>
      <span aria-live="polite" data-testid="card-link-copy-result" css={{ fontSize: '0.875rem', minHeight: '1.25em' }}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </div>
  );
}
