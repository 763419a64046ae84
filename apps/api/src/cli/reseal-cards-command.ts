import type { Db } from '../db/database';
import { PREVIOUS_CARD_SECRETS_ENV, type CardKeyring } from '../features/gift-cards/card-keys';
import { resealCards } from '../features/gift-cards/card-reseal';

export const RESEAL_CARDS_USAGE = [
  'Usage: npm run cards:reseal [-- --batch-size <1..5000>]',
  '  re-seals and re-hashes every gift card under the key of SHOP_CARD_SECRET, reading the older ones',
  '  with SHOP_CARD_SECRET_PREVIOUS; safe while the API serves, and again after an interruption',
].join('\n');

const STUCK_SHOWN = 10;

/**
 * The reseal after a rotation of SHOP_CARD_SECRET (docs/deploy.md "Rotating the card secret"): prints
 * a line per batch and the final count. Exit code 0 when every card is under the current key, 1 when
 * some are left (listed with why: the previous secret must stay), 2 on wrong arguments.
 */
export async function runResealCardsCommand(
  args: readonly string[],
  db: Db,
  keyring: CardKeyring,
  print: (line: string) => void,
): Promise<number> {
  let batchSize = 200;
  if (args.length > 0) {
    const size = Number(args[1]);
    if (args.length !== 2 || args[0] !== '--batch-size' || !Number.isInteger(size) || size < 1 || size > 5000) {
      print(RESEAL_CARDS_USAGE);
      return 2;
    }
    batchSize = size;
  }
  await keyring.checkStoredCards();
  const chain = await keyring.chain();
  print(`Current card key ${chain.current.id}; previous: ${chain.previous.map(({ id }) => id).join(', ') || 'none'}.`);
  const outcome = await resealCards(db, chain, {
    batchSize,
    onProgress: ({ batch, moved, stuck, total }) =>
      print(`batch ${batch}: ${moved} of ${total} card(s) moved${stuck ? `, ${stuck} left` : ''}`),
  });
  print(`Resealed ${outcome.moved} card(s) under card key ${outcome.keyId}.`);
  if (outcome.stuck.length === 0) {
    print(
      'Every card is under the current key. The previous secret now only verifies card-page links sent ' +
        `before the rotation: remove it from ${PREVIOUS_CARD_SECRETS_ENV} when those may stop working ` +
        '(see docs/deploy.md).',
    );
    return 0;
  }
  print(`${outcome.stuck.length} card(s) could not be moved; keep ${PREVIOUS_CARD_SECRETS_ENV} as it is:`);
  for (const { cardId, reason } of outcome.stuck.slice(0, STUCK_SHOWN)) print(`  card ${cardId}: ${reason}`);
  if (outcome.stuck.length > STUCK_SHOWN) print(`  ... and ${outcome.stuck.length - STUCK_SHOWN} more`);
  return 1;
}
