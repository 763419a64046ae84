import { INITIAL_TOKEN_LIFETIME_MS } from '@shop/contracts';
import {
  createAgreementKeyPair,
  deriveEnvelopeKeyBytes,
  fromBase64Url,
  importEnvelopeKey,
  toBase64Url,
} from '@shop/envelope';

/** The negotiated initial token: its id, the envelope key and when it stops working. */
export interface StoredInitToken {
  init: string;
  key: string;
  expiresAt: number;
  /** Server clock minus this page's clock when the token was agreed (absent in older entries: 0). */
  clockOffset?: number;
}

/** Where the initial token is kept (spec: stored with its expiry); memory unless the app gives one. */
export interface InitTokenStore {
  load(): StoredInitToken | null;
  save(token: StoredInitToken | null): void;
}

export function memoryInitTokenStore(): InitTokenStore {
  let value: StoredInitToken | null = null;
  return {
    load: () => value,
    save: (token) => {
      value = token;
    },
  };
}

export interface ActiveInitToken {
  init: string;
  key: CryptoKey;
  /** Add to this page's clock to date a request by the server's clock. */
  clockOffset: number;
}

/** Renew a little before the server's hour is up, so a call never leaves with a dying token. */
const RENEW_MARGIN_MS = 60_000;

export type InitExchange = (
  clientKey: string,
) => Promise<{ init: string; serverKey: string; expiresIn: number; serverTime: number }>;

/** Negotiates the envelope key once and shares it among concurrent calls until it expires. */
export class InitTokenKeeper {
  private pending: Promise<ActiveInitToken> | null = null;
  private active: (ActiveInitToken & { expiresAt: number }) | null = null;

  constructor(
    private readonly exchange: InitExchange,
    private readonly store: InitTokenStore,
    private readonly now: () => number,
  ) {}

  async current(): Promise<ActiveInitToken> {
    if (this.active && this.active.expiresAt - RENEW_MARGIN_MS > this.now()) return this.active;
    const stored = this.store.load();
    if (stored && stored.expiresAt - RENEW_MARGIN_MS > this.now()) {
      this.active = {
        init: stored.init,
        key: await importEnvelopeKey(fromBase64Url(stored.key)),
        expiresAt: stored.expiresAt,
        clockOffset: stored.clockOffset ?? 0,
      };
      return this.active;
    }
    this.pending ??= this.negotiate().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets the token, e.g. when the server says it expired. */
  forget(): void {
    this.active = null;
    this.store.save(null);
  }

  private async negotiate(): Promise<ActiveInitToken> {
    const pair = await createAgreementKeyPair();
    const askedAt = this.now();
    const answer = await this.exchange(pair.publicKey);
    const answeredAt = this.now();
    // A device clock minutes off would make every request stale to the server; the answer's time,
    // taken half-way through the round trip, corrects it.
    const clockOffset = Math.round(answer.serverTime - (askedAt + answeredAt) / 2);
    const keyBytes = await deriveEnvelopeKeyBytes(pair.privateKey, answer.serverKey, answer.init);
    const lifetime = Math.min(answer.expiresIn * 1000, INITIAL_TOKEN_LIFETIME_MS);
    const expiresAt = answeredAt + lifetime;
    this.store.save({ init: answer.init, key: toBase64Url(keyBytes), expiresAt, clockOffset });
    this.active = { init: answer.init, key: await importEnvelopeKey(keyBytes), expiresAt, clockOffset };
    return this.active;
  }
}

/**
 * Keeps the initial token in web storage, so reloads and other tabs reuse it for its hour instead of
 * negotiating again. An entry that is not a token reads as none.
 */
export function webStorageInitTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key: string,
): InitTokenStore {
  return {
    load() {
      try {
        const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredInitToken> | null;
        const complete =
          value &&
          typeof value.init === 'string' &&
          typeof value.key === 'string' &&
          typeof value.expiresAt === 'number';
        return complete ? (value as StoredInitToken) : null;
      } catch {
        return null;
      }
    },
    save(token) {
      try {
        if (token) storage.setItem(key, JSON.stringify(token));
        else storage.removeItem(key);
      } catch {
        // A full or blocked storage only costs a new negotiation on the next page.
      }
    },
  };
}
