import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button } from '@shop/ui';
import type { Quotation } from '../api/quotations-api';
import { useQuotationDetail } from '../hooks/use-quotation-detail';
import { quotationCheckoutPath, quotationState } from '../quotation-state';
import { useListFormats } from '../../../shared/paged-list/use-list-formats';
import { factsCss, itemCss } from '../../../shared/paged-list/list-styles';
import { DisableQuotationDialog } from './DisableQuotationDialog';
import { QuotationDetail } from './QuotationDetail';
import { visuallyHiddenCss } from '../../../shared/visually-hidden';

const actionsCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: theme.space(3),
  marginTop: theme.space(4),
});

const orderLinkCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(5)}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

interface QuotationItemProps {
  quotation: Quotation;
  /** The quotation was disabled: the list lets it go. */
  onDisabled: (orderNo: string) => void;
}

/**
 * One quotation: its number, date, cards, total and until when it holds; its detail on demand; for a
 * business member the way to order it (the business checkout) while it can be; and its removal.
 */
export function QuotationItem({ quotation, onDisabled }: QuotationItemProps) {
  const { t } = useTranslation('account');
  const format = useListFormats();
  const custId = useSession((state) => state.user?.custId ?? '');
  const isBusiness = useSession((state) => state.user?.custType === 'B');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const detail = useQuotationDetail(custId, quotation.orderNo, open);
  const detailId = useId();
  const state = quotationState(quotation, Date.now());
  const number = t('quotations.number', { orderNo: quotation.orderNo });

  return (
    <li css={itemCss} data-testid="quotation" data-order-no={quotation.orderNo} data-state={state}>
      <h3 css={{ margin: '0 0 12px', fontSize: '1rem' }}>{number}</h3>
      <dl css={factsCss}>
        <div>
          <dt>{t('quotations.date')}</dt>
          <dd data-testid="quotation-date">{format.date(quotation.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('quotations.quantity')}</dt>
          <dd data-testid="quotation-quantity">{quotation.quantity}</dd>
        </div>
        <div>
          <dt>{t('quotations.total')}</dt>
          <dd data-testid="quotation-total">{format.amount(quotation.orderAmtTot, quotation.currency)}</dd>
        </div>
        <div>
          <dt>{state === 'ordered' ? t('quotations.orderedAs') : t('quotations.validUntil')}</dt>
          <dd data-testid="quotation-state">
            {state === 'ordered' ? quotation.orderedAs : null}
            {state === 'open' ? format.date(quotation.validUntil) : null}
            {state === 'expired' ? t('quotations.expiredOn', { date: format.date(quotation.validUntil) }) : null}
          </dd>
        </div>
      </dl>
      <div css={actionsCss}>
        {isBusiness && state === 'open' ? (
          <Link to={quotationCheckoutPath(quotation.orderNo)} css={orderLinkCss} data-testid="quotation-order">
            {t('quotations.order')}
            <span css={visuallyHiddenCss}>: {number}</span>
          </Link>
        ) : null}
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          onClick={() => setOpen((shown) => !shown)}
          data-testid="quotation-details"
        >
          {open ? t('quotations.hideDetails') : t('quotations.showDetails')}
          <span css={visuallyHiddenCss}>: {number}</span>
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="quotation-disable">
          {t('quotations.disable')}
          <span css={visuallyHiddenCss}>: {number}</span>
        </Button>
      </div>
      {open ? <QuotationDetail id={detailId} state={detail.state} onRetry={detail.retry} /> : null}
      {confirming ? (
        <DisableQuotationDialog
          custId={custId}
          orderNo={quotation.orderNo}
          onCancel={() => setConfirming(false)}
          onDisabled={() => onDisabled(quotation.orderNo)}
        />
      ) : null}
    </li>
  );
}
