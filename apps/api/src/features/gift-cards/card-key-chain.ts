import { cardIdOfLinkToken } from '../cards/card-link-token';
import { cardNumberLookupHash, verifyCardPin } from './card-hashes';
import { openCardCode, type CardCode } from './card-vault';

/**
 * The keys of the cards: number lookup hash, PIN hash, the vault sealing number and PIN, and the
 * card-link key signing the tokens of the receivers' card pages; `id` names this set of keys (its
 * version), stored with every card sealed under it (gift_cards.card_key_id, decision 0062).
 */
export interface CardKeys {
  id: string;
  lookup: Uint8Array;
  pin: Uint8Array;
  vault: Uint8Array;
  link: Uint8Array;
}

/** The keys new cards get, and the keys of secrets rotated out (SHOP_CARD_SECRET_PREVIOUS), newest first. */
export interface CardKeyChain {
  current: CardKeys;
  previous: readonly CardKeys[];
}

/** What of a stored card says which keys sealed it. */
export interface SealedCard {
  id: number;
  /** Null for a card issued before key versions (migration 0032): any configured key may be its. */
  cardKeyId: string | null;
  numberHash: string;
  pinHash: string;
  sealedCode: string | null;
}

export const keysOfChain = (chain: CardKeyChain): CardKeys[] => [chain.current, ...chain.previous];

/** The lookup hashes a typed number may be stored under: one per configured key, the current first. */
export function lookupHashes(chain: CardKeyChain, normalisedNumber: string): string[] {
  return keysOfChain(chain).map((keys) => cardNumberLookupHash(keys.lookup, normalisedNumber));
}

/** The keys that may have sealed the card: its version's, every key for an unversioned card, none if unknown. */
export function candidateKeys(chain: CardKeyChain, card: Pick<SealedCard, 'cardKeyId'>): CardKeys[] {
  const all = keysOfChain(chain);
  return card.cardKeyId === null ? all : all.filter((keys) => keys.id === card.cardKeyId);
}

/** The card's clear number and PIN and the keys that sealed them, or null when no configured key opens them. */
export function openWithChain(
  chain: CardKeyChain,
  card: Pick<SealedCard, 'cardKeyId' | 'numberHash' | 'sealedCode'>,
): { code: CardCode; keys: CardKeys } | null {
  if (!card.sealedCode) return null;
  for (const keys of candidateKeys(chain, card)) {
    try {
      return { code: openCardCode(keys.vault, card.numberHash, card.sealedCode), keys };
    } catch {
      // GCM refused: not this key's; the next one may be.
    }
  }
  return null;
}

/** The card's clear number and PIN; throws when none of the configured keys opens them. */
export function openSealedCode(
  chain: CardKeyChain,
  card: Pick<SealedCard, 'id' | 'cardKeyId' | 'numberHash'> & {
    sealedCode: string;
  },
): CardCode {
  const opened = openWithChain(chain, card);
  if (!opened) throw new Error(`card ${card.id}: no configured card key opens its sealed code`);
  return opened.code;
}

/** Whether `pin` is the card's PIN under the key that hashed it (constant time per key). */
export function cardPinMatches(
  chain: CardKeyChain,
  card: Pick<SealedCard, 'id' | 'cardKeyId' | 'pinHash'>,
  pin: string,
) {
  return candidateKeys(chain, card).some((keys) => verifyCardPin(keys.pin, card.id, pin, card.pinHash));
}

/** The card id of a card-page token signed by any configured key (links sent before a rotation stay valid). */
export function cardIdOfLink(chain: CardKeyChain, buId: string, token: string): number | null {
  for (const keys of keysOfChain(chain)) {
    const cardId = cardIdOfLinkToken(keys.link, buId, token);
    if (cardId !== null) return cardId;
  }
  return null;
}
