import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageLanguage } from './use-page-language';

/** A load's answer, shaped as the API client answers (ApiResult) without depending on it. */
export type LoadAnswer<T, E> = { ok: true; data: T } | { ok: false; error: E };

export type LanguageDataState<T, E> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: E };

/**
 * Data the API answers in the page's language, loaded for `key` (what else the answer depends on)
 * and loaded again whenever the language is switched. A new key or `retry` shows 'loading'; a
 * language switch keeps what is shown (and any form around it) until the new language's answer
 * replaces it; a failed reload in the new language keeps the earlier answer rather than an error
 * over a page that works.
 */
export function useLanguageData<T, E>(
  key: string,
  load: () => Promise<LoadAnswer<T, E>>,
  /** The answer delivered with a server-rendered page (issue 23): shown at once, not asked for again. */
  delivered: () => T | null = () => null,
): LanguageDataState<T, E> & { retry(): void } {
  const language = usePageLanguage();
  const [first] = useState(delivered);
  const [answer, setAnswer] = useState<LanguageDataState<T, E>>(
    first === null ? { state: 'loading' } : { state: 'ready', data: first },
  );
  // The delivered answer stands until the key, the language or a retry asks for another.
  const skipFirstLoad = useRef(first !== null);
  const [attempt, setAttempt] = useState(0);
  // What the shown answer was loaded for (key and attempt), whichever language it is in.
  const shownFor = useRef<string | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    let live = true;
    const wanted = `${attempt}\n${key}`;
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      shownFor.current = wanted;
      return undefined;
    }
    const relabelling = shownFor.current === wanted;
    if (!relabelling) {
      shownFor.current = null;
      setAnswer({ state: 'loading' });
    }
    void latestLoad.current().then((result) => {
      if (!live || (relabelling && !result.ok)) return;
      shownFor.current = result.ok ? wanted : null;
      setAnswer(result.ok ? { state: 'ready', data: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [key, attempt, language]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...answer, retry };
}
