import { useState } from 'react';
import type { OfflinePaymentOrder } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { panelCss } from '../../back-office-kit/back-office-styles';
import { LoadedPanel } from '../../back-office-kit/components/LoadedPanel';
import { UnitRoutes } from '../../back-office-kit/components/UnitRoutes';
import { InlineDocument } from '../../back-office-kit/components/InlineDocument';
import { UnitPicker } from '../../unit-picker/components/UnitPicker';
import { useApiLoad } from '../../../shared/use-api-load';
import { fetchOfflinePaymentOrders, fetchReceipt } from '../api/offline-payments-api';
import { OfflinePaymentsTable } from './OfflinePaymentsTable';
import { PaymentQuestion, type PaymentAction } from './PaymentQuestion';

/**
 * /operator/payments/<buId>: the unit's orders waiting for a bank transfer or a bank check, oldest first, each
 * with its receipt when the buyer sent one. The reviewer confirms the money arrived (the cards are
 * issued) or, once the payment window has ended, cancels the order.
 */
export function OfflinePaymentsPage() {
  return <UnitRoutes section={PAYMENTS_SECTION} render={(buId) => <OfflinePayments buId={buId} />} />;
}

export const PAYMENTS_SECTION = 'payments';

function OfflinePayments({ buId }: { buId: string }) {
  const { t } = useTranslation('operator');
  return (
    <div data-testid="offline-payments">
      <h1 css={{ marginTop: 0 }}>{t('backOffice.payments.title')}</h1>
      <p>{t('backOffice.payments.lead')}</p>
      <UnitPicker section={PAYMENTS_SECTION} buId={buId} />
      <WaitingOrders buId={buId} />
    </div>
  );
}

function WaitingOrders({ buId }: { buId: string }) {
  const { t } = useTranslation('operator');
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  const [action, setAction] = useState<PaymentAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [orders, reload] = useApiLoad(buId, () => fetchOfflinePaymentOrders(buId));

  const ask = (kind: PaymentAction['kind'], order: OfflinePaymentOrder) => {
    setDone(null);
    setAction({ kind, order });
  };
  const onDone = (message: string) => {
    setAction(null);
    setReceiptOf(null);
    setDone(message);
    reload();
  };

  return (
    <>
      {done ? (
        <div data-testid="payment-done">
          <FormAlert tone="success">{done}</FormAlert>
        </div>
      ) : null}
      <LoadedPanel loaded={orders} retry={reload}>
        {(data) =>
          data.orders.length === 0 ? (
            <p>{t('backOffice.payments.none')}</p>
          ) : (
            <OfflinePaymentsTable
              orders={data.orders}
              receiptOf={receiptOf}
              onReceipt={(orderNo) => setReceiptOf(receiptOf === orderNo ? null : orderNo)}
              onConfirm={(order) => ask('confirm', order)}
              onCancel={(order) => ask('cancel', order)}
            />
          )
        }
      </LoadedPanel>
      {receiptOf ? (
        <section css={panelCss} aria-labelledby="receipt-heading" data-testid="payment-receipt">
          <h2 id="receipt-heading" css={{ marginTop: 0 }}>
            {t('backOffice.payments.receiptOf', { orderNo: receiptOf })}
          </h2>
          <InlineDocument
            fileKey={`${buId}\n${receiptOf}`}
            name={receiptOf}
            load={() => fetchReceipt(buId, receiptOf)}
          />
        </section>
      ) : null}
      {action ? <PaymentQuestion buId={buId} action={action} onDone={onDone} onCancel={() => setAction(null)} /> : null}
    </>
  );
}
