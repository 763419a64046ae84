import { useCallback, useEffect, useState } from 'react';
import { deleteDraft, readDraft, writeDraft, type DraftKey } from '../draft-storage';
import type { DraftOrder } from '../draft-order';

const storage = () => window.localStorage;

/**
 * The draft order of one salesman, customer and buying page, read from local storage and saved on every
 * change; `discard` deletes it (leaving the page, or once the order is placed).
 */
export function useDraftOrder(key: DraftKey | null) {
  const id = key ? JSON.stringify(key) : '';
  const [draft, setDraft] = useState<DraftOrder | null>(() => (key ? readDraft(storage(), key) : null));
  const [loadedFor, setLoadedFor] = useState(id);
  if (loadedFor !== id) {
    setLoadedFor(id);
    setDraft(key ? readDraft(storage(), key) : null);
  }
  useEffect(() => {
    if (key && draft) writeDraft(storage(), key, draft);
    // The key is compared by its text: a new object for the same draft is the same draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, draft]);

  const update = useCallback((change: (draft: DraftOrder) => DraftOrder) => {
    setDraft((current) => (current ? change(current) : current));
  }, []);
  const discard = useCallback(() => {
    if (!id) return;
    deleteDraft(storage(), JSON.parse(id) as DraftKey);
    setDraft(null);
  }, [id]);
  return { draft, update, discard };
}
