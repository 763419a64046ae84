import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { CardLinkState } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import type { LinkedCard } from '../api/card-link-api';
import { useCardFormats } from '../hooks/use-card-formats';
import { CardCodes } from './CardCodes';
import { CardNumber } from './CardNumber';
import { PinCode } from './PinCode';
import { fieldLabel, noPrint, visuallyHidden } from './card-styles';

/** Dark text on light tints: at least 4.5:1 for every state (WCAG AA). */
const STATE_COLORS: Record<CardLinkState, { background: string; color: string }> = {
  active: { background: '#e3f4e8', color: '#1d5c31' },
  blocked: { background: '#fde8e8', color: '#8a1c1c' },
  expired: { background: '#fde8e8', color: '#8a1c1c' },
  transferred: { background: '#eceff3', color: '#36404c' },
  used: { background: '#eceff3', color: '#36404c' },
  locked: { background: '#fff4d6', color: '#6b4a00' },
};

/** The card as a printed voucher: its design, amounts, number, PIN, codes, and its state when not usable. */
export function CardVoucher({ card }: { card: LinkedCard }) {
  const { t } = useTranslation('cardLink');
  const { money, date } = useCardFormats();
  const titleId = useId();
  const usable = card.state === 'active';
  const facts: [string, string, string][] = [
    ['amount', t('amount'), money(card.amount, card.currency)],
    ['balance', t('balance'), money(card.balance, card.currency)],
    ['expires', t('expires'), date(card.expiresAt)],
  ];

  return (
    <article
      aria-labelledby={titleId}
      data-testid="card-voucher"
      data-state={card.state}
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        gap: theme.space(6),
        padding: theme.space(6),
        border: '1px solid #d5dce4',
        borderRadius: 16,
        background: '#ffffff',
        boxShadow: '0 2px 12px rgba(16, 24, 40, 0.08)',
        [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: theme.space(4), gap: theme.space(4) },
        '@media print': {
          boxShadow: 'none',
          breakInside: 'avoid',
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        },
      })}
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(4), alignContent: 'start' })}>
        {card.templateImageUrl ? (
          <img
            src={card.templateImageUrl}
            alt={t('templateAlt', { product: card.productName })}
            css={(theme: Theme) => ({
              width: '100%',
              aspectRatio: '1.586',
              objectFit: 'cover',
              borderRadius: theme.radius,
              background: theme.colors.surface,
            })}
          />
        ) : null}
        <p
          data-testid="card-link-state"
          role={usable ? undefined : 'status'}
          css={(theme: Theme) => ({
            margin: 0,
            padding: `${theme.space(2)} ${theme.space(3)}`,
            borderRadius: theme.radius,
            fontWeight: 600,
            lineHeight: 1.4,
            ...STATE_COLORS[card.state],
          })}
        >
          <span css={visuallyHidden}>{t('stateLabel')}: </span>
          {t(`state.${card.state}`)}
        </p>
      </div>

      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(4), alignContent: 'start', minWidth: 0 })}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.375rem', overflowWrap: 'anywhere' }}>
          {card.productName}
        </h2>
        <dl
          css={(theme: Theme) => ({
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: theme.space(3),
            '@media (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
          })}
        >
          {facts.map(([key, label, value]) => (
            <div key={key} data-testid={`card-link-${key}`}>
              <dt css={fieldLabel}>{label}</dt>
              <dd css={{ margin: 0, fontWeight: 700, fontSize: key === 'balance' ? '1.25rem' : '1rem' }}>{value}</dd>
            </div>
          ))}
        </dl>
        {card.code && (
          <>
            <CardNumber cardNumber={card.code.cardNumber} />
            <PinCode pinCode={card.code.pinCode} />
            <CardCodes code={card.code} />
            {usable && <p css={{ margin: 0, lineHeight: 1.5 }}>{t('howToUse')}</p>}
          </>
        )}
        <div css={noPrint}>
          <Button variant="secondary" onClick={() => window.print()} data-testid="card-link-print">
            {t('print')}
          </Button>
        </div>
      </div>
    </article>
  );
}
