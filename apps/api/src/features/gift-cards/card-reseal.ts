import type { Db } from '../../db/database';
import { cardNumberLookupHash, cardPinHash, verifyCardPin } from './card-hashes';
import { openWithChain, type CardKeyChain, type SealedCard } from './card-key-chain';
import { CardKeyStore, type ResealedCard } from './card-key-store';
import { sealCardCode } from './card-vault';

/** Why a card could not be moved to the current key (it stays readable while its key is configured). */
export type StuckReason = 'no sealed code' | 'no configured key opens it' | 'its PIN hash does not match';

export interface ResealProgress {
  batch: number;
  moved: number;
  stuck: number;
  /** Cards not under the current key when the run started. */
  total: number;
}

export interface ResealOutcome {
  keyId: string;
  moved: number;
  /** Cards left under other keys, with why (ids of the first few). */
  stuck: { cardId: number; reason: StuckReason }[];
  /** Moved by someone else meanwhile (another run): skipped, nothing to do. */
  raced: number;
}

/**
 * The card under the current keys, or why it cannot be moved. The clear number and PIN come from the
 * vault (the only place they are); the PIN hash is rebuilt from the sealed PIN only when the stored
 * hash agrees with it, so a reseal never changes which PIN opens the card.
 */
export function resealed(chain: CardKeyChain, card: SealedCard): ResealedCard | StuckReason {
  if (!card.sealedCode) return 'no sealed code';
  const opened = openWithChain(chain, card);
  if (!opened) return 'no configured key opens it';
  const { code, keys } = opened;
  if (!verifyCardPin(keys.pin, card.id, code.pinCode, card.pinHash)) return 'its PIN hash does not match';
  const { current } = chain;
  const numberHash = cardNumberLookupHash(current.lookup, code.cardNumber);
  return {
    id: card.id,
    fromNumberHash: card.numberHash,
    numberHash,
    pinHash: cardPinHash(current.pin, card.id, code.pinCode),
    sealedCode: sealCardCode(current.vault, numberHash, code),
    cardKeyId: current.id,
  };
}

/**
 * Moves every card not under the current keys to them (decision 0062): in batches of `batchSize`, each
 * in its own transaction with its cards locked, walking ids upwards. Safe beside serving replicas (they
 * read any configured key, and a card's hashes, sealed code and version change in one UPDATE),
 * resumable (a run moves what is left) and idempotent (a second run moves 0).
 */
export async function resealCards(
  db: Db,
  chain: CardKeyChain,
  { batchSize = 200, onProgress = () => undefined }: { batchSize?: number; onProgress?(p: ResealProgress): void } = {},
): Promise<ResealOutcome> {
  const store = new CardKeyStore(db);
  const keyId = chain.current.id;
  const total = await store.countNotUnder(keyId);
  const outcome: ResealOutcome = { keyId, moved: 0, stuck: [], raced: 0 };
  let afterId = 0;
  for (let batch = 1; ; batch += 1) {
    const read = await db.transaction(async (tx) => {
      const cards = await store.lockBatchNotUnder(tx, keyId, afterId, batchSize);
      for (const card of cards) {
        const moved = resealed(chain, card);
        if (typeof moved === 'string') outcome.stuck.push({ cardId: card.id, reason: moved });
        else if (await store.moveCard(tx, moved)) outcome.moved += 1;
        else outcome.raced += 1;
      }
      return cards;
    });
    if (read.length === 0) return outcome;
    afterId = read[read.length - 1].id;
    onProgress({ batch, moved: outcome.moved, stuck: outcome.stuck.length, total });
  }
}
