import type { Call } from '../services';

/** How long a client that opened a card stays one of its holder's clients (renewed at each opening). */
export const CARD_HOLDER_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;

const BUCKET = 'cardHolderClient';

/**
 * The clients that have shown they hold a card: its right PIN or its link (a 144-bit MAC) came from
 * this client address, or from this signed-in account. Strangers' guesses close a card to everyone
 * else (card-guess-limits.ts) but not to these, and no guesser becomes one without the PIN. Marks live
 * in rate_counters (shared by replicas, keyed by digest) under the card's lookup hash, never its number.
 */
export class CardHolderClients {
  constructor(
    private readonly call: Call<unknown>,
    private readonly numberHash: string,
  ) {}

  /** Whether the call comes from one of the card's holder's clients (its address or its account). */
  async includesCaller(): Promise<boolean> {
    for (const key of this.keys()) if ((await this.call.services.counters.count(BUCKET, key)) > 0) return true;
    return false;
  }

  /** Marks the call's address (and account) as the holder's for CARD_HOLDER_CLIENT_MS from now. */
  async remember(): Promise<void> {
    for (const key of this.keys()) await this.call.services.counters.renew(BUCKET, key, CARD_HOLDER_CLIENT_MS);
  }

  /** Drops the call's marks: it has used up its own tries on the card (someone else behind the address?). */
  async forget(): Promise<void> {
    for (const key of this.keys()) await this.call.services.counters.reset(BUCKET, key);
  }

  private keys(): string[] {
    const { ip, session, unit } = this.call;
    const card = `${unit.buId}:${this.numberHash}`;
    return session ? [`${card}:ip:${ip}`, `${card}:account:${session.accountId}`] : [`${card}:ip:${ip}`];
  }
}
