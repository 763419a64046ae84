import type { Call } from '../services';
import { ApiFailure } from '../../http/api-failure';

/**
 * The failure limits of card-link guessing, on the shared card-guess counters (http/rate-limits.ts):
 * per client address (checked before a token is even read, like card-guess-limits.ts) and per link,
 * keyed by the card id the token claims. A real link's MAC cannot be guessed, so the per-link counter
 * never refuses the real link (a stranger hammering a card id must not lock its receiver out); it turns
 * the answers to the hammering into 429s once the card id has had its share of failures.
 */
export class CardLinkLimits {
  constructor(
    private readonly call: Call<unknown>,
    private readonly token: string,
  ) {}

  /**
   * Throws a 429 once the client address is blocked from card look-ups (the far limit, 0021): a link
   * carries no captcha, and a 144-bit MAC cannot be guessed, so the captcha's soft limit is not asked.
   */
  async check(): Promise<void> {
    await this.call.services.targetLimits.check('cardFailuresPerClientBlock', this.call.ip);
  }

  /** Counts one failure per client and per link and throws the one not-found answer (or a 429). */
  async failed(): Promise<never> {
    const { targetLimits } = this.call.services;
    const linkKey = `${this.call.unit.buId}:link:${this.claimedCardId()}`;
    await targetLimits.count('cardFailuresPerClient', this.call.ip);
    await targetLimits.count('cardFailuresPerClientBlock', this.call.ip);
    await targetLimits.count('cardFailuresPerCard', linkKey);
    await targetLimits.check('cardFailuresPerCard', linkKey);
    throw new ApiFailure('CARD_LINK_NOT_FOUND');
  }

  /** The card id before the token's hyphen, or the token itself when it has none. */
  private claimedCardId(): string {
    return /^(\d{1,15})-/.exec(this.token)?.[1] ?? this.token;
  }
}
