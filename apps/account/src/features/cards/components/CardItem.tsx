import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { notificationsStore } from '@shop/session';
import { Button, apiErrorText } from '@shop/ui';
import { changeCard, type CardAction, type MemberCard } from '../api/cards-api';
import { canGiveAway, cardBadges, type CardBadge, type CardEntry } from '../card-states';
import { useCardFormats } from '../hooks/use-card-formats';
import { CardTransactions } from './CardTransactions';
import { ResendForm } from './ResendForm';
import { TransferForm } from './TransferForm';

type Panel = 'transactions' | 'transfer' | 'resend';

export interface CardItemProps {
  entry: CardEntry;
  custId: string;
  onChanged(card: MemberCard): void;
  /** The card was given away: the page shows `message` and loads the cards again. */
  onTransferred(message: string): void;
}

const badgeColors: Record<CardBadge, { background: string; color: string }> = {
  expired: { background: '#fde8e8', color: '#8a1c1c' },
  blocked: { background: '#fde8e8', color: '#8a1c1c' },
  locked: { background: '#fff4d6', color: '#6b4a00' },
  used: { background: '#eceff3', color: '#36404c' },
  new: { background: '#e3f4e8', color: '#1d5c31' },
};

/** One card of the member: what it holds and its actions, each opening its panel below. */
export function CardItem({ entry: { product, card }, custId, onChanged, onTransferred }: CardItemProps) {
  const { t } = useTranslation('account');
  const { money, date } = useCardFormats();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [busy, setBusy] = useState<CardAction | null>(null);
  const panelId = useId();
  const last4 = card.cardNumber.slice(-4);
  const testId = `card-${card.cardId}`;

  async function act(action: CardAction) {
    setBusy(action);
    const result = await changeCard(custId, card.cardId, action);
    setBusy(null);
    if (result.ok) onChanged(result.data);
    // Spec 2 section 8: a failed card update is an error notification.
    else notificationsStore.getState().notify({ type: 'error', content: { text: apiErrorText(result.error, t) } });
  }

  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  const panelButton = (name: Panel, label: string) => (
    <Button
      variant="secondary"
      aria-expanded={panel === name}
      aria-controls={panel === name ? panelId : undefined}
      onClick={() => toggle(name)}
      data-testid={`${testId}-${name}`}
    >
      {label}
    </Button>
  );

  return (
    <article
      aria-label={t('cards.cardLabel', { product: product.productName, last4 })}
      data-testid={testId}
      css={(theme: Theme) => ({
        border: '1px solid #d5dce4',
        borderRadius: theme.radius,
        padding: theme.space(4),
        display: 'grid',
        gridTemplateColumns: '120px 1fr',
        gap: theme.space(4),
        [theme.media.mobile]: { gridTemplateColumns: '1fr' },
      })}
    >
      <img
        src={product.productImageUrl}
        alt=""
        css={(theme: Theme) => ({
          width: 120,
          maxWidth: '100%',
          aspectRatio: '3 / 2',
          objectFit: 'cover',
          borderRadius: theme.radius,
          background: '#eceff3',
        })}
      />
      <div css={{ minWidth: 0 }}>
        <h3 css={{ margin: '0 0 4px', fontSize: '1.125rem' }}>{product.productName}</h3>
        <p css={{ margin: '0 0 8px' }}>
          <span css={{ color: '#4a5563', fontSize: '0.875rem' }}>{t('cards.number')} </span>
          <span dir="ltr" data-testid={`${testId}-number`} css={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {card.cardNumber}
          </span>
        </p>
        <ul
          aria-label={t('cards.statesLabel')}
          css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 12px' }}
        >
          {cardBadges(card).map((badge) => (
            <li
              key={badge}
              data-testid={`${testId}-state-${badge}`}
              css={{
                ...badgeColors[badge],
                padding: '2px 10px',
                borderRadius: 12,
                fontSize: '0.875rem',
                fontWeight: 600,
              }}
            >
              {t(`cards.states.${badge}`)}
            </li>
          ))}
        </ul>
        <dl
          css={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
            gap: 12,
            margin: '0 0 16px',
            dt: { fontSize: '0.875rem', color: '#4a5563' },
            dd: { margin: 0, fontWeight: 600 },
          }}
        >
          <div>
            <dt>{t('cards.balance')}</dt>
            <dd data-testid={`${testId}-balance`}>{money(card.balance, card.currency)}</dd>
          </div>
          <div>
            <dt>{t('cards.expiry')}</dt>
            <dd data-testid={`${testId}-expiry`}>{date(card.expiry)}</dd>
          </div>
          <div>
            <dt>{t('cards.purchaseDate')}</dt>
            <dd>{date(card.purchaseDate)}</dd>
          </div>
        </dl>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            variant="secondary"
            disabled={busy !== null}
            aria-busy={busy === 'Block' || busy === 'UnBlock' || undefined}
            onClick={() => void act(card.isBlocked ? 'UnBlock' : 'Block')}
            data-testid={`${testId}-block`}
          >
            {card.isBlocked ? t('cards.unblock') : t('cards.block')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy !== null}
            aria-busy={busy === 'NEW' || busy === 'USED' || undefined}
            onClick={() => void act(card.cardState === 'used' ? 'NEW' : 'USED')}
            data-testid={`${testId}-state`}
          >
            {card.cardState === 'used' ? t('cards.markNew') : t('cards.markUsed')}
          </Button>
          {panelButton('transactions', t('cards.transactions.show'))}
          {canGiveAway(card) ? panelButton('transfer', t('cards.transfer.open')) : null}
          {canGiveAway(card) ? panelButton('resend', t('cards.resend.open')) : null}
        </div>
        {panel ? (
          <div id={panelId} css={{ marginTop: 16 }}>
            {panel === 'transactions' ? (
              <CardTransactions custId={custId} card={card} />
            ) : panel === 'transfer' ? (
              <TransferForm
                custId={custId}
                card={card}
                productName={product.productName}
                onDone={onTransferred}
                onCancel={() => setPanel(null)}
              />
            ) : (
              <ResendForm custId={custId} card={card} onCancel={() => setPanel(null)} />
            )}
          </div>
        ) : null}
      </div>
    </article>
  );
}
