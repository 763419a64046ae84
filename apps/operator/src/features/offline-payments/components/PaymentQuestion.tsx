import { useState } from 'react';
import type { ApiError, OfflinePaymentOrder } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, ModalDialog, apiErrorText } from '@shop/ui';
import { languageOf, moneyOf } from '../../back-office-kit/format';
import { cancelOrder, confirmPayment } from '../api/offline-payments-api';

export type PaymentAction = { kind: 'confirm' | 'cancel'; order: OfflinePaymentOrder };

/** Asks before a confirm (cards are issued at once) or a cancel, then runs it and says the outcome. */
export function PaymentQuestion({
  buId,
  action,
  onDone,
  onCancel,
}: {
  buId: string;
  action: PaymentAction;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { order, kind } = action;
  const amount = moneyOf(order.dueAmount, order.currency, languageOf(i18n.language), order.decimalDigits);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    if (kind === 'confirm') {
      const result = await confirmPayment(buId, order.orderNo);
      setBusy(false);
      if (!result.ok) return setFailure(result.error);
      onDone(t('backOffice.payments.confirmed', { orderNo: order.orderNo, count: result.data.cardsIssued }));
    } else {
      const result = await cancelOrder(buId, order.orderNo);
      setBusy(false);
      if (!result.ok) return setFailure(result.error);
      onDone(t('backOffice.payments.cancelled', { orderNo: order.orderNo }));
    }
  };

  return (
    <ModalDialog
      role="alertdialog"
      title={t(kind === 'confirm' ? 'backOffice.payments.confirm' : 'backOffice.payments.cancel')}
      describedBy="payment-question"
      onCancel={busy ? undefined : onCancel}
      busy={busy}
      testId="payment-question"
    >
      <p id="payment-question">
        {kind === 'confirm'
          ? t('backOffice.payments.confirmQuestion', { amount, orderNo: order.orderNo })
          : t('backOffice.payments.cancelQuestion', { orderNo: order.orderNo })}
      </p>
      {failure ? <FormAlert tone="error">{apiErrorText(failure, t)}</FormAlert> : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button onClick={() => void run()} disabled={busy} data-testid="payment-question-yes">
          {busy
            ? t('backOffice.common.working')
            : t(kind === 'confirm' ? 'backOffice.payments.yesConfirm' : 'backOffice.payments.yesCancel')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('backOffice.payments.no')}
        </Button>
      </div>
    </ModalDialog>
  );
}
