import { hkdfSync } from 'node:crypto';
import type { Db } from '../../db/database';
import { serverSecret } from '../../security/server-secrets';
import { CARD_NUMBER_KEY_NAME, CARD_PIN_KEY_NAME } from './card-hashes';

/** The environment variable holding the card secret (docs/decisions/0007-card-secrets.md). */
export const CARD_SECRET_ENV = 'SHOP_CARD_SECRET';
/** A secret shorter than this is refused: it would be the weak point of every card number. */
export const CARD_SECRET_MIN_LENGTH = 32;
/** The database secret that stands in for the vault key outside production. */
export const CARD_VAULT_KEY_NAME = 'gift-card-vault';
/** The database secret that stands in for the card-link key (features/cards/card-link.ts) outside production. */
export const CARD_LINK_KEY_NAME = 'gift-card-link';

/**
 * The keys of the cards: number lookup hash, PIN hash, the vault sealing number and PIN, and the
 * card-link key signing the tokens of the receivers' card pages.
 */
export interface CardKeys {
  lookup: Uint8Array;
  pin: Uint8Array;
  vault: Uint8Array;
  link: Uint8Array;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** One key per purpose from the env secret (HKDF-SHA-256), so one key never serves two purposes. */
export function cardKeysFromSecret(secret: string): CardKeys {
  const derive = (purpose: string) =>
    new Uint8Array(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'shop-card-keys:v1', purpose, 32));
  return {
    lookup: derive(CARD_NUMBER_KEY_NAME),
    pin: derive(CARD_PIN_KEY_NAME),
    vault: derive(CARD_VAULT_KEY_NAME),
    link: derive(CARD_LINK_KEY_NAME),
  };
}

/**
 * Where the card keys come from. With SHOP_CARD_SECRET they are derived from it and never stored, so
 * a copy of the database alone cannot turn the lookup hashes back into numbers or open the vault.
 * In production the secret is required: the constructor throws and the server refuses to start.
 * Elsewhere (development, tests) the database's server secrets stand in, with one warning.
 */
export class CardKeyring {
  private keys: Promise<CardKeys> | null = null;

  constructor(
    private readonly db: Db,
    private readonly env: Environment = process.env,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    const secret = env[CARD_SECRET_ENV];
    if (secret !== undefined && secret.length < CARD_SECRET_MIN_LENGTH)
      throw new Error(`${CARD_SECRET_ENV} must be at least ${CARD_SECRET_MIN_LENGTH} characters`);
    if (secret === undefined && env.NODE_ENV === 'production')
      throw new Error(`${CARD_SECRET_ENV} is required in production (the gift-card keys derive from it)`);
  }

  /** The keys, read once per server. */
  current(): Promise<CardKeys> {
    this.keys ??= this.load().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  private async load(): Promise<CardKeys> {
    const secret = this.env[CARD_SECRET_ENV];
    if (secret !== undefined) return cardKeysFromSecret(secret);
    this.warn(
      `${CARD_SECRET_ENV} is not set: gift-card keys come from the database's server secrets, so the ` +
        'database alone could give card numbers back. Set it outside development.',
    );
    return {
      lookup: await serverSecret(this.db, CARD_NUMBER_KEY_NAME),
      pin: await serverSecret(this.db, CARD_PIN_KEY_NAME),
      vault: await serverSecret(this.db, CARD_VAULT_KEY_NAME),
      link: await serverSecret(this.db, CARD_LINK_KEY_NAME),
    };
  }
}
