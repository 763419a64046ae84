import { createHash, hkdfSync } from 'node:crypto';
import type { Db } from '../../db/database';
import { serverSecret } from '../../security/server-secrets';
import { CARD_NUMBER_KEY_NAME, CARD_PIN_KEY_NAME } from './card-hashes';
import { openWithChain, type CardKeyChain, type CardKeys } from './card-key-chain';
import { CardKeyStore } from './card-key-store';
import { CARD_SECRET_ENV, PREVIOUS_CARD_SECRETS_ENV, cardSecretsOf, type CardSecrets } from './card-secrets';

export type { CardKeyChain, CardKeys } from './card-key-chain';
export { CARD_SECRET_ENV, CARD_SECRET_MIN_LENGTH, PREVIOUS_CARD_SECRETS_ENV } from './card-secrets';
/** The database secret that stands in for the vault key outside production. */
export const CARD_VAULT_KEY_NAME = 'gift-card-vault';
/** The database secret that stands in for the card-link key (features/cards/card-link.ts) outside production. */
export const CARD_LINK_KEY_NAME = 'gift-card-link';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The version of a set of keys: 16 hex digits of a SHA-256 of the four keys. Derived, so replicas agree
 * without being told, the order of the previous secrets does not matter, and nothing about a key leaks.
 */
export function cardKeyId(keys: Omit<CardKeys, 'id'>): string {
  const digest = createHash('sha256').update('card-key-id:v1\0');
  for (const key of [keys.lookup, keys.pin, keys.vault, keys.link]) digest.update(key);
  return digest.digest('hex').slice(0, 16);
}

/** One key per purpose from the env secret (HKDF-SHA-256), so one key never serves two purposes. */
export function cardKeysFromSecret(secret: string): CardKeys {
  const derive = (purpose: string) =>
    new Uint8Array(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'shop-card-keys:v1', purpose, 32));
  const keys = {
    lookup: derive(CARD_NUMBER_KEY_NAME),
    pin: derive(CARD_PIN_KEY_NAME),
    vault: derive(CARD_VAULT_KEY_NAME),
    link: derive(CARD_LINK_KEY_NAME),
  };
  return { id: cardKeyId(keys), ...keys };
}

/**
 * Where the card keys come from. With SHOP_CARD_SECRET they are derived from it and never stored, so
 * a copy of the database alone cannot turn the lookup hashes back into numbers or open the vault; the
 * secrets of SHOP_CARD_SECRET_PREVIOUS give the keys of what was sealed before a rotation (decision 0062).
 * In production the secret is required: the constructor throws and the server refuses to start, as it
 * does on a malformed previous secret, and checkStoredCards() on cards that no configured secret opens.
 * Elsewhere (development, tests) the database's server secrets stand in, with one warning.
 */
export class CardKeyring {
  private keys: Promise<CardKeyChain> | null = null;
  private readonly secrets: CardSecrets;

  constructor(
    private readonly db: Db,
    env: Environment = process.env,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    this.secrets = cardSecretsOf(env);
  }

  /** The keys new cards are sealed and hashed with, read once per server. */
  async current(): Promise<CardKeys> {
    return (await this.chain()).current;
  }

  /** The current keys and the previous ones, which still open, find and check what they sealed. */
  chain(): Promise<CardKeyChain> {
    this.keys ??= this.load().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  private async load(): Promise<CardKeyChain> {
    return { current: await this.currentKeys(), previous: this.secrets.previous.map(cardKeysFromSecret) };
  }

  private async currentKeys(): Promise<CardKeys> {
    if (this.secrets.current !== undefined) return cardKeysFromSecret(this.secrets.current);
    this.warn(
      `${CARD_SECRET_ENV} is not set: gift-card keys come from the database's server secrets, so the ` +
        'database alone could give card numbers back. Set it outside development.',
    );
    const keys = {
      lookup: await serverSecret(this.db, CARD_NUMBER_KEY_NAME),
      pin: await serverSecret(this.db, CARD_PIN_KEY_NAME),
      vault: await serverSecret(this.db, CARD_VAULT_KEY_NAME),
      link: await serverSecret(this.db, CARD_LINK_KEY_NAME),
    };
    return { id: cardKeyId(keys), ...keys };
  }

  /**
   * At start-up (never inside a transaction: on PGlite's one connection it would wait forever): refuses
   * keys that would leave issued cards unfindable: cards stored under a key version no configured secret
   * gives (a previous secret mistyped, or dropped before the reseal), or, for cards from before key
   * versions, a sealed one that none of the keys opens.
   */
  async checkStoredCards(): Promise<void> {
    const chain = await this.chain();
    const store = new CardKeyStore(this.db);
    const known = [chain.current, ...chain.previous].map(({ id }) => id);
    const [stranger] = await store.cardsUnderOtherKeys(known);
    const advice =
      `: put the secret they were sealed with in ${PREVIOUS_CARD_SECRETS_ENV} ` +
      '(docs/deploy.md "Rotating the card secret")';
    if (stranger)
      throw new Error(
        `${stranger.cards} gift card(s) are sealed under card key ${stranger.keyId}, which neither ` +
          `${CARD_SECRET_ENV} nor ${PREVIOUS_CARD_SECRETS_ENV} gives${advice}`,
      );
    const unversioned = await store.oneUnversionedSealedCard();
    if (unversioned && !openWithChain(chain, unversioned))
      throw new Error(
        `gift card ${unversioned.id}, issued before card key versions, opens with none of the card keys${advice}`,
      );
  }
}
