import { useTranslation } from '@shop/i18n/react';
import { Button, useMoney } from '@shop/ui';
import { tableCss } from '../../../shared/page-styles';
import {
  discountedFeesPerCard,
  draftLineAmounts,
  draftTotals,
  type DraftLine,
  type DraftOrder,
} from '../../draft-order/draft-order';

const receiverOf = (line: DraftLine) =>
  [line.receiverName, line.receiverEmail, line.receiverAddress, `${line.receiverZipCode} ${line.receiverCity}`.trim()]
    .filter(Boolean)
    .join(' · ');

/** A line's letter and extra product per card, each with the price after the salesman's discount. */
function LetterAndExtra({ line }: { line: DraftLine }) {
  const { t } = useTranslation('salesman');
  const { money } = useMoney();
  const { letter, extra } = discountedFeesPerCard(line);
  const parts: string[] = [];
  if (line.letterTypeId !== null)
    parts.push(t('buying.draft.perCard', { name: line.letterName, price: money(letter) }));
  if (line.extraItemCode) parts.push(t('buying.draft.perCard', { name: line.extraProductName, price: money(extra) }));
  return <>{parts.length > 0 ? parts.join(' · ') : '—'}</>;
}

/** The draft's lines with the salesman's discount and fee, and its totals; a line can be removed. */
export function DraftLinesTable({ draft, onRemove }: { draft: DraftOrder; onRemove?(id: string): void }) {
  const { t } = useTranslation('salesman');
  const { money } = useMoney();
  if (draft.lines.length === 0) return <p>{t('buying.draft.empty')}</p>;
  const totals = draftTotals(draft);
  return (
    <div>
      <table css={tableCss} aria-label={t('buying.draft.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('buying.draft.card')}</th>
            <th scope="col">{t('buying.draft.receiver')}</th>
            <th scope="col" className="number">
              {t('buying.draft.amount')}
            </th>
            <th scope="col" className="number">
              {t('buying.draft.qty')}
            </th>
            <th scope="col" className="number">
              {t('buying.draft.discount')}
            </th>
            <th scope="col" className="number">
              {t('buying.draft.fee')}
            </th>
            <th scope="col">{t('buying.draft.letterAndExtra')}</th>
            <th scope="col" className="number">
              {t('buying.draft.total')}
            </th>
            {onRemove ? <td /> : null}
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line) => (
            <tr key={line.id} data-testid="draft-line">
              <td>{line.productName}</td>
              <td>{receiverOf(line)}</td>
              <td className="number">{money(line.amount)}</td>
              <td className="number">{line.qty}</td>
              <td className="number">{line.discountRate === null ? '—' : `${line.discountRate} %`}</td>
              <td className="number">{money(line.cardMadeFee)}</td>
              <td data-testid="draft-line-extras">
                <LetterAndExtra line={line} />
              </td>
              <td className="number">{money(draftLineAmounts(line).total)}</td>
              {onRemove ? (
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => onRemove(line.id)}
                    aria-label={t('buying.draft.removeNamed', { name: line.productName })}
                  >
                    {t('buying.draft.remove')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          gap: '4px 24px',
          marginInlineStart: 'auto',
          width: 'max-content',
        }}
      >
        <dt>{t('buying.draft.gross')}</dt>
        <dd css={{ margin: 0, textAlign: 'end' }}>{money(totals.gross)}</dd>
        <dt>{t('buying.draft.discounts')}</dt>
        <dd css={{ margin: 0, textAlign: 'end' }}>{money(-totals.discount)}</dd>
        <dt>{t('buying.draft.fees')}</dt>
        <dd css={{ margin: 0, textAlign: 'end' }}>{money(totals.fees)}</dd>
        <dt css={{ fontWeight: 700 }}>{t('buying.draft.orderTotal')}</dt>
        <dd css={{ margin: 0, textAlign: 'end', fontWeight: 700 }} data-testid="draft-total">
          {money(totals.total)}
        </dd>
        {draft.terms.rewardType === 'commission' ? (
          <>
            <dt>{t('buying.draft.commission', { rate: draft.terms.commissionRate })}</dt>
            <dd css={{ margin: 0, textAlign: 'end' }} data-testid="draft-commission">
              {money(totals.commission)}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
