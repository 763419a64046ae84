import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchCardTransactions, type CardTransaction } from '../api/cards-api';
import { appendTransactions } from '../card-states';

export interface CardTransactionsState {
  transactions: CardTransaction[];
  totalCount: number;
  /** The last page loaded; 0 before the first answer. */
  page: number;
  loading: boolean;
  error: ApiError | null;
}

/** A card's ledger, paged from 1: `loadMore` appends the next page. */
export function useCardTransactions(custId: string, cardId: string) {
  const [state, setState] = useState<CardTransactionsState>({
    transactions: [],
    totalCount: 0,
    page: 0,
    loading: true,
    error: null,
  });
  const [wanted, setWanted] = useState(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    void fetchCardTransactions(custId, cardId, wanted).then((result) => {
      if (!current) return;
      setState((previous) =>
        result.ok
          ? {
              transactions:
                wanted === 1
                  ? result.data.transactionList
                  : appendTransactions(previous.transactions, result.data.transactionList),
              totalCount: result.data.totalCount,
              page: wanted,
              loading: false,
              error: null,
            }
          : { ...previous, loading: false, error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [custId, cardId, wanted, attempt]);

  const hasMore = state.page > 0 && state.transactions.length < state.totalCount;
  const loadMore = useCallback(() => setWanted(state.page + 1), [state.page]);
  /** After a failure: asks the page that failed again. */
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, hasMore, loadMore, retry };
}
