import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@shop/api-client';
import type { ApiError, RefundDestination } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, TextField, apiErrorText } from '@shop/ui';
import { factsCss, rowCss } from '../../back-office-kit/back-office-styles';
import { languageOf, moneyOf } from '../../back-office-kit/format';
import { sendRefund, type RefundAnswer, type RefundableOrder } from '../api/refunds-api';
import { chosenCardIds, refundFingerprint, refundableCards } from '../refund-choice';
import { RefundCardsTable } from './RefundCardsTable';

/** An order's facts, its cards to choose from, where the money goes, and the two refunds (whole or chosen). */
export function RefundForm({
  buId,
  order,
  onRefunded,
}: {
  buId: string;
  order: RefundableOrder;
  onRefunded: (answer: RefundAnswer) => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n.language);
  const money = (minor: number) => moneyOf(minor, order.currency, language, order.decimalDigits);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [destination, setDestination] = useState<RefundDestination | undefined>(order.destinations[0]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'whole' | 'chosen' | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [chooseError, setChooseError] = useState(false);
  // One key per refund asked: a retry of the same refund (a lost answer) reuses it and gives back once.
  const keys = useRef(new Map<string, string>());

  const refundable = refundableCards(order.cards);
  const cardIds = chosenCardIds(order.cards, chosen);

  const refund = async (kind: 'whole' | 'chosen') => {
    if (!destination) return;
    if (kind === 'chosen' && cardIds.length === 0) {
      setChooseError(true);
      return;
    }
    setChooseError(false);
    const ids = kind === 'whole' ? [] : cardIds;
    const fingerprint = refundFingerprint(order.orderNo, ids, destination);
    const key = keys.current.get(fingerprint) ?? newIdempotencyKey();
    keys.current.set(fingerprint, key);
    setBusy(kind);
    setFailure(null);
    const result = await sendRefund(buId, order.orderNo, { cardIds: ids, destination, reason: reason.trim() }, key);
    setBusy(null);
    if (result.ok) onRefunded(result.data);
    else setFailure(result.error);
  };

  return (
    <div data-testid="refundable-order" data-status={order.status}>
      <h2 css={{ marginTop: 0 }}>{t('backOffice.refunds.orderHeading', { orderNo: order.orderNo })}</h2>
      <dl css={factsCss}>
        <dt>{t('backOffice.refunds.status')}</dt>
        <dd data-testid="refund-order-status">{statusText(order.status, t)}</dd>
        <dt>{t('backOffice.refunds.customer')}</dt>
        <dd>{order.buyerEmail}</dd>
        <dt>{t('backOffice.refunds.paid')}</dt>
        <dd>{money(order.totalAmount)}</dd>
        <dt>{t('backOffice.refunds.left')}</dt>
        <dd>{money(order.refundableAmount)}</dd>
        <dt>{t('backOffice.refunds.mean')}</dt>
        <dd>{order.paymentMean}</dd>
      </dl>
      <RefundCardsTable
        cards={order.cards}
        chosen={chosen}
        money={money}
        onToggle={(cardId) => {
          const next = new Set(chosen);
          if (next.has(cardId)) next.delete(cardId);
          else next.add(cardId);
          setChosen(next);
        }}
      />
      {refundable.length === 0 || order.destinations.length === 0 ? (
        <p>{t('backOffice.refunds.nothingToRefund')}</p>
      ) : (
        <>
          <fieldset css={{ border: 0, padding: 0, margin: '16px 0' }}>
            <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('backOffice.refunds.destination')}</legend>
            {order.destinations.map((option) => (
              <label key={option} css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
                <input
                  type="radio"
                  name="destination"
                  value={option}
                  checked={destination === option}
                  onChange={() => setDestination(option)}
                  css={{ width: 20, height: 20 }}
                />
                {t(option === 'wallet' ? 'backOffice.refunds.toWallet' : 'backOffice.refunds.toProvider')}
              </label>
            ))}
          </fieldset>
          <div css={{ maxWidth: 560 }}>
            <TextField
              label={t('backOffice.refunds.reason')}
              hint={t('backOffice.refunds.reasonHint')}
              name="reason"
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {failure ? <FormAlert tone="error">{apiErrorText(failure, t)}</FormAlert> : null}
          {chooseError ? (
            <p role="alert" css={{ color: '#b3261e', fontWeight: 600 }}>
              {t('backOffice.refunds.chooseFirst')}
            </p>
          ) : null}
          <div css={rowCss}>
            <Button onClick={() => void refund('chosen')} disabled={busy !== null} data-testid="refund-chosen">
              {busy === 'chosen'
                ? t('backOffice.common.working')
                : t('backOffice.refunds.refundChosen', { count: Math.max(cardIds.length, 1) })}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void refund('whole')}
              disabled={busy !== null}
              data-testid="refund-whole"
            >
              {busy === 'whole' ? t('backOffice.common.working') : t('backOffice.refunds.refundWhole')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** An order status in words where the refund page names it (099, 098), else its code. */
export function statusText(status: string, t: T): string {
  if (status === '099') return t('backOffice.refunds.status099');
  if (status === '098') return t('backOffice.refunds.status098');
  if (status === '09') return t('backOffice.refunds.status09');
  return t('backOffice.refunds.statusOther', { status });
}
