import type { ApiError } from '@shop/contracts';
import { useLanguageData } from '@shop/i18n/react';
import { fetchLinkedCard, type LinkedCard } from '../api/card-link-api';

export type LinkedCardState =
  { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'ready'; card: LinkedCard };

/**
 * The card behind the token, asked once per token and again when the language is switched (its
 * product name is in the page's language); `reload` asks again after a failure.
 */
export function useLinkedCard(token: string): { state: LinkedCardState; reload(): void } {
  const answer = useLanguageData(token, () => fetchLinkedCard(token));
  const state: LinkedCardState =
    answer.state === 'ready'
      ? { status: 'ready', card: answer.data }
      : answer.state === 'failed'
        ? { status: 'failed', error: answer.error }
        : { status: 'loading' };
  return { state, reload: answer.retry };
}
