import { API_ERRORS, type RateLimitGroup } from '@shop/contracts';
import type { CounterHit, RateCounters } from '../security/rate-counters';
import { ApiFailure } from './api-failure';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** Limits per target rather than per client: what one phone number, email or account may receive. */
export type TargetLimitGroup =
  | 'codesPerTarget'
  | 'emailsPerAddress'
  | 'cardFailuresPerClient'
  | 'cardFailuresPerClientBlock'
  | 'cardFailuresPerClientOnCard'
  | 'cardFailuresPerCard'
  | 'cardFailuresPerCardPerDay'
  | 'cardFailuresPerAccount'
  | 'uploadsPerAccount'
  | 'ordersPerAccount'
  | 'ordersPerGuestEmail'
  | 'downloadsPerAccount';

/** Per client address: the endpoint groups, the test captcha's token route and the provider's notifications. */
export type ClientLimitGroup = RateLimitGroup | 'captchaTest' | 'paymentNotifications';

export type RateLimitSettings = Record<ClientLimitGroup | TargetLimitGroup, RateLimit>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Counted in the database, so every replica sees the same counters. Per client address and group:
 * login, registration and one-time codes are the brute-force targets; token checks allow a
 * heartbeat every 30 s from several tabs. Per target: one-time codes sent to one number, email or
 * account, and registration or reset emails to one address, whoever asks.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  // Login, registration and reset carry a solved captcha on every call, and a member's wrong passwords
  // lock that account: the per-address figure only stops floods, far above what an office or a mobile
  // carrier's shared address sends (decision 0021). Windows of a minute: a refusal lasts seconds.
  login: { max: 30, timeWindow: MINUTE },
  registration: { max: 20, timeWindow: MINUTE },
  // One-time codes: the target's limit (codesPerTarget) and a code's own wrong tries bound guessing.
  otp: { max: 20, timeWindow: MINUTE },
  tokenCheck: { max: 120, timeWindow: MINUTE },
  // Many visitors can share one address (an office, a mobile carrier); a negotiation is cheap.
  init: { max: 120, timeWindow: MINUTE },
  // Uploads (images, documents, large-order files): each is stored and parsed, so fewer than reads.
  upload: { max: 20, timeWindow: MINUTE },
  // One token per login, registration, reset or asked balance check, with retries of the widget.
  captchaTest: { max: 30, timeWindow: MINUTE },
  // A provider posts from a few addresses, a few notifications per payment and their retries: 10 a
  // second from one address is far above a shop's busiest hour, and caps a flood of forged ones.
  paymentNotifications: { max: 600, timeWindow: MINUTE },
  codesPerTarget: { max: 5, timeWindow: HOUR },
  emailsPerAddress: { max: 5, timeWindow: HOUR },
  // Gift-card failures (wrong number or PIN) per client address, whatever card (decision 0021): past
  // the first figure a look-up needs a solved captcha (people behind one address go on), past the
  // second the address is refused. A mistyping shopper fails once or twice; a guesser keeps failing.
  cardFailuresPerClient: { max: 3, timeWindow: 15 * MINUTE },
  cardFailuresPerClientBlock: { max: 100, timeWindow: HOUR },
  cardFailuresPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  // One client address on one typed number: its holder's typos (a right PIN forgives them). Below the
  // per-card caps in every window, so one address alone never closes a card to anyone else (0018).
  cardFailuresPerClientOnCard: { max: 3, timeWindow: DAY },
  // Per typed number, existing or not (so the limit says nothing of existence), from all clients:
  // the bound on PIN guesses (10^6 PINs). Beyond it only the card's holder's clients go on (0018).
  cardFailuresPerCard: { max: 10, timeWindow: HOUR },
  cardFailuresPerCardPerDay: { max: 24, timeWindow: DAY },
  // Uploads per signed-in account (or guest scope), whichever address they come from.
  uploadsPerAccount: { max: 60, timeWindow: HOUR },
  // Orders and top-ups (decision 0060). A checkout creates one order, a retry or a changed cart another:
  // a shopper makes a few an hour, an office behind one address a few a minute. Every order holds stock
  // and numbers, so a script creating unpaid ones is stopped within a minute per address, within the
  // hour per account (a salesman or a business buyer ordering all day stays under one a minute), and per
  // guest sender email, whichever address it comes from.
  orderCreation: { max: 30, timeWindow: MINUTE },
  ordersPerAccount: { max: 60, timeWindow: HOUR },
  ordersPerGuestEmail: { max: 10, timeWindow: HOUR },
  // Downloads (invoices, card sheets, brochures, reports, reviewed documents) are built or read from disk
  // per call: a business buyer saving a page of invoices one by one stays far below; a crawler does not.
  download: { max: 60, timeWindow: MINUTE },
  downloadsPerAccount: { max: 600, timeWindow: HOUR },
};

/** 'Retry in 42 seconds.' / 'Retry in 15 minutes.' */
export function retryText(ms: number): string {
  const seconds = secondsLeft(ms);
  if (seconds < 60) return `Retry in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Retry in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Whole seconds until a window ends, at least 1: what a refusal's retryAfter says. */
export function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * The 429 answer of a rate limit, with when to retry: in English in the message, and as `retryAfter`
 * (seconds left in the counter's window) for pages that say it in their language.
 */
export function rateLimited(retryInMs: number): ApiFailure {
  const failure = new ApiFailure('RATE_LIMITED');
  failure.error.message = `${API_ERRORS.RATE_LIMITED.message} ${retryText(retryInMs)}`;
  failure.error.retryAfter = secondsLeft(retryInMs);
  return failure;
}

/** Per-target limits for handlers: counts one use of a target, refusing it beyond the limit. */
export class TargetLimits {
  constructor(
    private readonly counters: RateCounters,
    private readonly settings: RateLimitSettings,
    private readonly now: () => number,
  ) {}

  /** Throws a 429 when `key` (normalised by the caller) has had its share in `group`'s window. */
  async consume(group: TargetLimitGroup, key: string): Promise<void> {
    const { max, timeWindow } = this.settings[group];
    const hit = await this.counters.hit(group, key, timeWindow);
    if (hit.count > max) throw rateLimited(hit.resetsAt - this.now());
  }

  /** Throws a 429 when `key` has had its share in `group`'s window, without counting a use. */
  async check(group: TargetLimitGroup, key: string): Promise<void> {
    const window = await this.counters.current(group, key);
    if (window && window.count >= this.settings[group].max) throw rateLimited(window.resetsAt - this.now());
  }

  /** The current window of `key` in `group` when it has had its share (without counting a use), else null. */
  async reached(group: TargetLimitGroup, key: string): Promise<CounterHit | null> {
    const window = await this.counters.current(group, key);
    return window && window.count >= this.settings[group].max ? window : null;
  }

  /** Counts one use of `key` in `group` (a failure the check above limits). */
  async count(group: TargetLimitGroup, key: string): Promise<void> {
    await this.counters.hit(group, key, this.settings[group].timeWindow);
  }

  /**
   * Counts one use of `key` ahead, atomically, and answers whether it is within `group`'s limit: of many
   * concurrent uses exactly the limit's share are. `release` takes it back when it turns out not to count.
   */
  async reserve(group: TargetLimitGroup, key: string): Promise<CounterHit & { within: boolean; reached: boolean }> {
    const hit = await this.counters.hit(group, key, this.settings[group].timeWindow);
    const { max } = this.settings[group];
    return { ...hit, within: hit.count <= max, reached: hit.count >= max };
  }

  /** Takes back a use counted by `reserve`. */
  async release(group: TargetLimitGroup, key: string): Promise<void> {
    await this.counters.release(group, key);
  }

  /** Forgets `key`'s uses in `group` (e.g. a holder's typos once the right PIN came). */
  async forget(group: TargetLimitGroup, key: string): Promise<void> {
    await this.counters.reset(group, key);
  }
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to a store: merged route settings, with the route's group id. */
interface StoreOptions {
  groupId?: string;
  timeWindow?: unknown;
  routeInfo?: { url?: string };
}

/**
 * A store for @fastify/rate-limit backed by `RateCounters`, instead of its per-replica memory:
 * the plugin calls `child` once per limited route and `incr` on every request of it.
 */
export function databaseRateLimitStore(counters: RateCounters, now: () => number) {
  return class DatabaseRateLimitStore {
    private readonly group: string;
    private readonly timeWindow: number;

    constructor(options: StoreOptions = {}) {
      this.group = options.groupId ?? options.routeInfo?.url ?? 'global';
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      // The plugin appends the group id to the client key; the bucket holds it already.
      const client = key.endsWith(this.group) ? key.slice(0, -this.group.length) : key;
      counters.hit(this.group, client, timeWindow ?? this.timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetsAt - now()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions as StoreOptions);
    }
  };
}
