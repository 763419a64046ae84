import type { RefundCard } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { tableCss } from '../../back-office-kit/back-office-styles';

const STATE_KEYS: Record<RefundCard['state'], string> = {
  unused: 'backOffice.refunds.cardUsable',
  used: 'backOffice.refunds.cardUsed',
  refunded: 'backOffice.refunds.cardCancelled',
  transferred: 'backOffice.refunds.cardTransferred',
};

/** The order's cards: each unused one has its box to choose it; the others say why they cannot be. */
export function RefundCardsTable({
  cards,
  chosen,
  money,
  onToggle,
}: {
  cards: readonly RefundCard[];
  chosen: ReadonlySet<number>;
  money: (minor: number) => string;
  onToggle: (cardId: number) => void;
}) {
  const { t } = useTranslation('operator');
  return (
    <table css={tableCss} aria-label={t('backOffice.refunds.cardsLabel')} data-testid="refund-cards">
      <thead>
        <tr>
          <th scope="col">{t('backOffice.refunds.choose')}</th>
          <th scope="col">{t('backOffice.refunds.card')}</th>
          <th scope="col" className="number">
            {t('backOffice.refunds.cardAmount')}
          </th>
          <th scope="col" className="number">
            {t('backOffice.refunds.cardRefund')}
          </th>
          <th scope="col">{t('backOffice.refunds.cardState')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => {
          const name = `${card.productName} ${card.lineNo}.${card.lineSeq}`;
          return (
            <tr key={card.cardId} data-testid="refund-card" data-card-id={card.cardId} data-state={card.state}>
              <td>
                {card.state === 'unused' ? (
                  <input
                    type="checkbox"
                    checked={chosen.has(card.cardId)}
                    onChange={() => onToggle(card.cardId)}
                    aria-label={t('backOffice.refunds.chooseNamed', { cardNo: name })}
                    css={{ width: 22, height: 22 }}
                  />
                ) : null}
              </td>
              <th scope="row">{name}</th>
              <td className="number">{money(card.initialAmount)}</td>
              <td className="number">{money(card.refundAmount)}</td>
              <td>{t(STATE_KEYS[card.state])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
