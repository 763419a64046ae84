import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { loadKybLists, type KybLists } from '../api/kyb-reference-api';

export type KybListsState =
  { status: 'loading' } | { status: 'ready'; lists: KybLists } | { status: 'failed'; retry(): void };

/** The reference lists and countries in the page's language, loaded again when the language changes. */
export function useKybLists(): KybListsState {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const [state, setState] = useState<KybListsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadKybLists(language).then(
      (lists) => current && setState({ status: 'ready', lists }),
      () => current && setState({ status: 'failed', retry }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt, retry]);
  return state;
}
