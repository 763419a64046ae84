import { filter, map, type Observable } from 'rxjs';

/** What a `storage` event tells another tab: which key changed and its new value (null: removed). */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

/**
 * Emits when another tab signs out: the unit's stored session (`sessionKey`) removed, or the whole storage
 * cleared (key null). The browser sends `storage` events only to the other tabs of the same origin.
 */
export function signOutsFromOtherTabs(
  storageChanges$: Observable<StorageChange>,
  sessionKey: string,
): Observable<void> {
  return storageChanges$.pipe(
    filter((change) => change.key === null || (change.key === sessionKey && change.newValue === null)),
    map(() => undefined),
  );
}
