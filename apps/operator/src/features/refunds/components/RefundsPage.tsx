import { useState, type FormEvent } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, TextField } from '@shop/ui';
import { useApiLoad } from '../../../shared/use-api-load';
import { rowCss } from '../../back-office-kit/back-office-styles';
import { LoadedPanel } from '../../back-office-kit/components/LoadedPanel';
import { UnitRoutes } from '../../back-office-kit/components/UnitRoutes';
import { UnitPicker } from '../../unit-picker/components/UnitPicker';
import { fetchRefundableOrder, type RefundAnswer } from '../api/refunds-api';
import { RefundForm } from './RefundForm';
import { RefundOutcome } from './RefundOutcome';

/**
 * /operator/refunds/<buId>: an operator finds an order of the unit by its number, sees its cards (which are
 * still unused) and the refunds so far, gives back the whole order or the cards chosen, to the payment's
 * provider or the buyer's wallet, and reads the outcome.
 */
export function RefundsPage() {
  return <UnitRoutes section={REFUNDS_SECTION} render={(buId) => <Refunds buId={buId} />} />;
}

export const REFUNDS_SECTION = 'refunds';

function Refunds({ buId }: { buId: string }) {
  const { t } = useTranslation('operator');
  const [typed, setTyped] = useState('');
  // Each search is a new lookup, even of the same number (the order may have changed since).
  const [search, setSearch] = useState<{ orderNo: string; round: number } | null>(null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const orderNo = typed.trim();
    setSearch(orderNo ? { orderNo, round: (search?.round ?? 0) + 1 } : null);
  };

  return (
    <div data-testid="refunds">
      <h1 css={{ marginTop: 0 }}>{t('backOffice.refunds.title')}</h1>
      <p>{t('backOffice.refunds.lead')}</p>
      <UnitPicker section={REFUNDS_SECTION} buId={buId} />
      <form role="search" onSubmit={find} css={rowCss}>
        <div css={{ flex: '0 1 320px' }}>
          <TextField
            label={t('backOffice.refunds.orderNo')}
            name="orderNo"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" css={{ marginBottom: 16 }} data-testid="refund-find">
          {t('backOffice.refunds.find')}
        </Button>
      </form>
      {buId && search ? (
        <OrderRefund key={`${buId}\n${search.orderNo}\n${search.round}`} buId={buId} orderNo={search.orderNo} />
      ) : null}
    </div>
  );
}

function OrderRefund({ buId, orderNo }: { buId: string; orderNo: string }) {
  const [loaded, reload] = useApiLoad(`${buId}\n${orderNo}`, () => fetchRefundableOrder(buId, orderNo));
  const [outcome, setOutcome] = useState<RefundAnswer | null>(null);
  return (
    <>
      {outcome ? <RefundOutcome answer={outcome} /> : null}
      <LoadedPanel loaded={loaded} retry={reload}>
        {(order) => {
          // After a refund, the order as the refund answered it (its cards cancelled), without asking again.
          const shown = outcome?.order ?? order;
          return <RefundForm key={shown.refunds.length} buId={buId} order={shown} onRefunded={setOutcome} />;
        }}
      </LoadedPanel>
    </>
  );
}
