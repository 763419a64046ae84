import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { useLanguageData } from '@shop/i18n/react';
import { fetchMemberCards, type MemberCard, type MemberCardProducts } from '../api/cards-api';
import { replaceCard } from '../card-states';

export type MemberCardsState =
  | { status: 'loading'; products?: MemberCardProducts }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; products: MemberCardProducts };

/**
 * The member's cards, asked again when the language is switched (product names, how to use and
 * terms are in the page's language) with the list and any open card kept until the answer replaces
 * it. `reload` fetches them again, keeping the list shown meanwhile (aria-busy); `putCard` shows a
 * card as updateCard answered it.
 */
export function useMemberCards(custId: string) {
  const answer = useLanguageData(custId, () => fetchMemberCards(custId));
  // Cards changed since `answer` arrived; a newer answer holds them already.
  const [changed, setChanged] = useState<{ answer: MemberCardProducts; products: MemberCardProducts } | null>(null);
  const lastShown = useRef<MemberCardProducts | undefined>(undefined);

  let state: MemberCardsState;
  if (answer.state === 'ready') {
    const products = changed?.answer === answer.data ? changed.products : answer.data;
    lastShown.current = products;
    state = { status: 'ready', products };
  } else if (answer.state === 'failed') {
    lastShown.current = undefined;
    state = { status: 'failed', error: answer.error };
  } else {
    state = { status: 'loading', products: lastShown.current };
  }

  const readyAnswer = answer.state === 'ready' ? answer.data : null;
  const putCard = useCallback(
    (card: MemberCard) => {
      if (!readyAnswer) return;
      setChanged((previous) => ({
        answer: readyAnswer,
        products: replaceCard(previous?.answer === readyAnswer ? previous.products : readyAnswer, card),
      }));
    },
    [readyAnswer],
  );
  return { state, reload: answer.retry, putCard };
}
