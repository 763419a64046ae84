import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import type { MemberCard } from '../api/cards-api';
import { useCardFormats } from '../hooks/use-card-formats';
import { useCardTransactions } from '../hooks/use-card-transactions';

/** A card's movements, newest first; "Show more" appends the next page. */
export function CardTransactions({ custId, card }: { custId: string; card: MemberCard }) {
  const { t } = useTranslation('account');
  const { money, date } = useCardFormats();
  const { transactions, totalCount, page, loading, error, hasMore, loadMore, retry } = useCardTransactions(
    custId,
    card.cardId,
  );
  const testId = `card-${card.cardId}-transactions`;

  return (
    <section aria-label={t('cards.transactions.title')} data-testid={testId} aria-busy={loading || undefined}>
      <h4 css={{ margin: '0 0 8px' }}>{t('cards.transactions.title')}</h4>
      {page === 0 && loading ? <LoadingIndicator label={t('cards.transactions.loading')} /> : null}
      {page > 0 && transactions.length === 0 ? <p>{t('cards.transactions.empty')}</p> : null}
      {transactions.length > 0 ? (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {transactions.map((transaction) => (
            <li
              key={transaction.transactionId}
              data-testid={`${testId}-row`}
              css={(theme: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: theme.space(2),
                padding: `${theme.space(2)} 0`,
                borderBottom: '1px solid #e4e8ee',
              })}
            >
              <span css={{ minWidth: 0 }}>
                <strong>{t(`cards.transactions.types.${transaction.type}`)}</strong>
                <br />
                <span css={{ color: '#4a5563', fontSize: '0.875rem' }}>{date(transaction.createdAt)}</span>
              </span>
              <span css={{ textAlign: 'end' }}>
                {/* The formatter writes a debit's minus where the language puts it; a credit needs no sign. */}
                <strong>{money(transaction.amount, card.currency)}</strong>
                <br />
                <span css={{ color: '#4a5563', fontSize: '0.875rem' }}>
                  {t('cards.transactions.balanceAfter', { amount: money(transaction.balanceAfter, card.currency) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {page > 0 ? (
        <p css={{ color: '#4a5563', fontSize: '0.875rem' }}>
          {t('cards.transactions.shown', { shown: transactions.length, total: totalCount })}
        </p>
      ) : null}
      {error ? (
        <>
          <FormAlert tone="error">{apiErrorText(error, t)}</FormAlert>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </>
      ) : hasMore ? (
        <Button
          variant="secondary"
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={loadMore}
          data-testid={`${testId}-more`}
        >
          {loading ? t('cards.transactions.loading') : t('cards.transactions.more')}
        </Button>
      ) : null}
    </section>
  );
}
