import type { Call } from '../services';
import { ApiFailure } from '../../http/api-failure';
import { rateLimited, type TargetLimitGroup } from '../../http/rate-limits';
import type { CounterHit } from '../../security/rate-counters';
import type { GiftCard } from '../gift-cards/gift-card-store';
import { CardHolderClients } from './card-holder-clients';

/** The caller's own tries on one typed number. */
const OWN = 'cardFailuresPerClientOnCard';
/** The per-card caps: the tries of all clients together on one typed number. */
const CARD_CAPS = ['cardFailuresPerCard', 'cardFailuresPerCardPerDay'] as const;
type NumberLimit = typeof OWN | (typeof CARD_CAPS)[number];
const NUMBER_LIMITS: readonly NumberLimit[] = [OWN, ...CARD_CAPS];

type Taken = CounterHit & { within: boolean; reached: boolean };

/**
 * What a look-up's caller showed of the unit's captcha: a token the server verified, a call that may be
 * asked for one (queryCard on a unit with a captcha), or a call that carries none (importCard,
 * confirmOrder, a unit without a captcha).
 */
export type CaptchaState = 'solved' | 'askable' | 'none';

/**
 * The failure limits of card guessing (http/rate-limits.ts, groups cardFailuresPer*), on typed numbers
 * by their keyed lookup hash (never the number itself: a plain digest of a 16-digit number could be
 * reversed by trying them all). Only failures count, so a shopper re-querying their coupons as the cart
 * changes is never held up. Decisions 0018 and 0021:
 * - the caller's own failures (per account, per address on this number, and per client address past its
 *   block; past its soft limit the captcha is asked) refuse the caller only, even with the right PIN: a
 *   guesser's limit would be no limit otherwise;
 * - the per-card caps bound every client's guesses on one number together; once reached, the number is
 *   closed to everyone but its holder's clients (the signed-in owner, a client that opened it before),
 *   so strangers cannot lock the holder out and no number of addresses gets more guesses.
 * The number's limits are taken ahead of the PIN check, atomically, and given back when the PIN was
 * right or the call refused, so concurrent guesses cannot slip past them between a check and a count.
 */
export class CardGuessLimits {
  private readonly holderClients: CardHolderClients | null;
  private readonly taken = new Map<NumberLimit, Taken>();

  constructor(
    private readonly call: Call<unknown>,
    private readonly numberHash: string | null,
  ) {
    this.holderClients = numberHash === null ? null : new CardHolderClients(call, numberHash);
  }

  /**
   * Refuses the caller while its account or address has had its share of failures on any cards (0021):
   * a 429 with the time left once the account's limit or the address's block is reached; past the
   * address's soft limit, the captcha is asked of a call that can carry one and was not solved. A call
   * that cannot carry one goes on when signed in (its account's limit holds) or from one of the card's
   * holder's clients (e.g. confirmOrder after the checkout's look-up); otherwise a 429.
   */
  async checkCaller(captcha: CaptchaState): Promise<void> {
    const { targetLimits, captcha: captchas, now } = this.call.services;
    const { ip, session, unit } = this.call;
    if (session) await targetLimits.check('cardFailuresPerAccount', String(session.accountId));
    await targetLimits.check('cardFailuresPerClientBlock', ip);
    const soft = captcha === 'solved' ? null : await targetLimits.reached('cardFailuresPerClient', ip);
    if (!soft) return;
    const ask = captcha === 'askable' ? captchas.required(unit) : null;
    if (ask) throw ask;
    if (session || (await this.holderClients?.includesCaller())) return;
    throw rateLimited(soft.resetsAt - now());
  }

  /**
   * Takes this try from the number's limits, or throws a 429: when the caller has used up its own tries
   * on it, or when the number has reached a per-card cap and the caller is not one of the card's holder's
   * clients. The same for a number that exists and one that does not (`card` is null then).
   */
  async reserve(card: GiftCard | null): Promise<void> {
    if (this.numberHash === null) return;
    for (const group of NUMBER_LIMITS)
      this.taken.set(group, await this.call.services.targetLimits.reserve(group, this.keyOf(group)));
    const own = this.taken.get(OWN);
    if (own && !own.within) return this.refuse(own.resetsAt);
    const closed = CARD_CAPS.flatMap((group) => this.taken.get(group) ?? []).filter((cap) => !cap.within);
    if (closed.length === 0) return;
    const { session } = this.call;
    const owner = card !== null && session !== null && card.ownerAccountId === session.accountId;
    if (owner || (await this.holderClients?.includesCaller())) return;
    return this.refuse(Math.max(...closed.map((cap) => cap.resetsAt)));
  }

  /**
   * Counts the failure on the caller's address and account (the number's limits took it ahead) and throws
   * the one refusal (the same as card-access.ts cardRefused). A caller that used up its own tries on the
   * number stops being one of its holder's clients; a failure that reached a per-card cap is written on
   * the card (`lockedUntil`), which its owner's list shows.
   */
  async failed(card: GiftCard | null): Promise<never> {
    for (const [group, key] of this.callerKeys()) await this.call.services.targetLimits.count(group, key);
    if (this.taken.get(OWN)?.reached) await this.holderClients?.forget();
    const reached = CARD_CAPS.flatMap((group) => this.taken.get(group) ?? []).filter((cap) => cap.reached);
    const closedUntil = reached.length > 0 ? new Date(Math.max(...reached.map((cap) => cap.resetsAt))) : null;
    if (card) await this.call.services.giftCards.recordWrongPin(card.id, closedUntil);
    throw new ApiFailure('CARD_REFUSED');
  }

  /** The right PIN: no failure, the caller's typos on the number are forgiven, it is one of the holder's. */
  async opened(card: GiftCard): Promise<void> {
    const { targetLimits, giftCards } = this.call.services;
    for (const group of CARD_CAPS) if (this.taken.has(group)) await targetLimits.release(group, this.keyOf(group));
    if (this.taken.has(OWN)) await targetLimits.forget(OWN, this.keyOf(OWN));
    await this.holderClients?.remember();
    if (card.failedPinCount > 0) await giftCards.clearWrongPins(card.id);
  }

  /** Gives back every try taken ahead (no PIN was checked) and throws the 429. */
  private async refuse(resetsAt: number): Promise<never> {
    for (const group of this.taken.keys()) await this.call.services.targetLimits.release(group, this.keyOf(group));
    this.taken.clear();
    throw rateLimited(resetsAt - this.call.services.now());
  }

  /** The counter key of one of the number's limits (only called with a number). */
  private keyOf(group: NumberLimit): string {
    const card = `${this.call.unit.buId}:${this.numberHash}`;
    return group === OWN ? `${card}:${this.call.ip}` : card;
  }

  private callerKeys(): [TargetLimitGroup, string][] {
    const { ip, session } = this.call;
    const keys: [TargetLimitGroup, string][] = [
      ['cardFailuresPerClient', ip],
      ['cardFailuresPerClientBlock', ip],
    ];
    if (session) keys.push(['cardFailuresPerAccount', String(session.accountId)]);
    return keys;
  }
}
