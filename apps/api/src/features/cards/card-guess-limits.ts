import type { Call } from '../services';
import { ApiFailure } from '../../http/api-failure';

/**
 * The failure limits of card guessing (http/rate-limits.ts, groups cardFailuresPer*): per client
 * address, per signed-in account and per typed number (by its keyed lookup hash, never the number
 * itself: a plain digest of a 16-digit number could be reversed by trying them all). Only failures
 * count, so a shopper re-querying their coupons as the cart changes is never held up.
 */
export class CardGuessLimits {
  constructor(
    private readonly call: Call<unknown>,
    private readonly numberHash: string | null,
  ) {}

  /** Throws a 429 while any of the keys has had its share of failures. */
  async check(): Promise<void> {
    for (const [group, key] of this.keys()) await this.call.services.targetLimits.check(group, key);
  }

  /** Counts one failure on every key and throws the one refusal (the same as card-access.ts cardRefused). */
  async failed(): Promise<never> {
    for (const [group, key] of this.keys()) await this.call.services.targetLimits.count(group, key);
    throw new ApiFailure('CARD_REFUSED');
  }

  private keys() {
    const { ip, session, unit } = this.call;
    const keys: ['cardFailuresPerClient' | 'cardFailuresPerAccount' | 'cardFailuresPerCard', string][] = [
      ['cardFailuresPerClient', ip],
    ];
    if (session) keys.push(['cardFailuresPerAccount', String(session.accountId)]);
    if (this.numberHash) keys.push(['cardFailuresPerCard', `${unit.buId}:${this.numberHash}`]);
    return keys;
  }
}
