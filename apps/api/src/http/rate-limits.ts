import type { RateLimitGroup } from '@shop/contracts';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export type RateLimitSettings = Record<RateLimitGroup, RateLimit>;

const MINUTE = 60_000;

/**
 * Per client address and group, per replica. Login, registration and one-time codes are the
 * brute-force targets; token checks allow a heartbeat every 30 s from several tabs.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { max: 10, timeWindow: MINUTE },
  registration: { max: 10, timeWindow: MINUTE },
  otp: { max: 5, timeWindow: MINUTE },
  tokenCheck: { max: 120, timeWindow: MINUTE },
  // Many visitors can share one address (an office, a mobile carrier); a negotiation is cheap.
  init: { max: 120, timeWindow: MINUTE },
};
