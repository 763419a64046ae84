import { decodeStoredValue, encodeStoredValue, STORAGE_KEY_PREFIX, type StorageLike } from '@shop/cart-engine';
import { DEFAULT_TERMS, EMPTY_DRAFT, LINE_DEFAULTS, type DraftOrder, type SalesmanBuyingMode } from './draft-order';

// The draft is kept per salesman, customer and buying page, encoded in local storage as the cart is
// (spec 1 section 4 "Cart"; decision 0037): closing the tab keeps it, leaving the page deletes it.

export interface DraftKey {
  buId: string;
  salesmanId: string;
  custId: string;
  mode: SalesmanBuyingMode;
}

export const draftStorageKey = ({ buId, salesmanId, custId, mode }: DraftKey) =>
  `${STORAGE_KEY_PREFIX}:${buId}:salesmanDraft:${salesmanId}:${custId}:${mode}`;

const isDraft = (value: unknown): value is DraftOrder =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as DraftOrder).lines) &&
  typeof (value as DraftOrder).terms === 'object';

export function readDraft(storage: StorageLike, key: DraftKey): DraftOrder {
  const stored = decodeStoredValue(storage.getItem(draftStorageKey(key)));
  if (!isDraft(stored)) return EMPTY_DRAFT;
  return {
    lines: stored.lines.map((line) => ({ ...LINE_DEFAULTS, ...line })),
    terms: { ...DEFAULT_TERMS, ...stored.terms },
  };
}

export function writeDraft(storage: StorageLike, key: DraftKey, draft: DraftOrder): void {
  if (draft.lines.length === 0 && draft === EMPTY_DRAFT) storage.removeItem(draftStorageKey(key));
  else storage.setItem(draftStorageKey(key), encodeStoredValue(draft));
}

export function deleteDraft(storage: StorageLike, key: DraftKey): void {
  storage.removeItem(draftStorageKey(key));
}
