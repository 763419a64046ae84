import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchMemberCards, type MemberCard, type MemberCardProducts } from '../api/cards-api';
import { replaceCard } from '../card-states';

export type MemberCardsState =
  | { status: 'loading'; products?: MemberCardProducts }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; products: MemberCardProducts };

/**
 * The member's cards. `reload` fetches them again, keeping the list shown meanwhile (aria-busy);
 * `putCard` shows a card as updateCard answered it.
 */
export function useMemberCards(custId: string) {
  const [state, setState] = useState<MemberCardsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({
      status: 'loading',
      products: previous.status === 'ready' ? previous.products : undefined,
    }));
    void fetchMemberCards(custId).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', products: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [custId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const putCard = useCallback(
    (card: MemberCard) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', products: replaceCard(previous.products, card) } : previous,
      ),
    [],
  );
  return { state, reload, putCard };
}
