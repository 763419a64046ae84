import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, apiErrorText } from '@shop/ui';
import { ResultActions } from '../../result-layout/ResultCard';
import { useOrderCancel } from '../hooks/use-order-cancel';

/**
 * "Cancel this order" while its payment is being confirmed: asks first, then cancels. The server voids
 * the open payment, or refunds it if it still goes through (decision 0020); then the result is read again.
 */
export function CancelOrder({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation('orderResult');
  const { state, ask, keep, confirm } = useOrderCancel(orderNo, onDone);
  if (state.step === 'idle')
    return (
      <ResultActions>
        <Button variant="secondary" onClick={ask} data-testid="order-cancel">
          {t('processing.cancel')}
        </Button>
      </ResultActions>
    );
  const busy = state.step === 'cancelling';
  return (
    <div
      role="group"
      aria-labelledby="order-cancel-question"
      css={(theme: Theme) => ({
        marginTop: theme.space(4),
        paddingTop: theme.space(4),
        borderTop: '1px solid #d5dce4',
      })}
    >
      <p id="order-cancel-question">{t('processing.cancelQuestion', { orderNo })}</p>
      {state.step === 'failed' ? <FormAlert tone="error">{apiErrorText(state.error, t)}</FormAlert> : null}
      <ResultActions>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="order-cancel-confirm"
        >
          {busy ? t('processing.canceling') : t('processing.cancelConfirm')}
        </Button>
        <Button variant="secondary" onClick={keep} disabled={busy}>
          {t('processing.cancelKeep')}
        </Button>
      </ResultActions>
    </div>
  );
}
