import type { BusinessUnit } from '@shop/contracts';
import type { Db } from '../../db/database';
import { DEFAULT_RATE_LIMITS, TargetLimits, type RateLimitSettings } from '../../http/rate-limits';
import type { Call, Services } from '../services';
import { RateCounters } from '../../security/rate-counters';
import { CARD_SECRET_ENV, CardKeyring } from './card-keys';
import { GiftCardStore } from './gift-card-store';
import { CardRepository } from '../cards/card-repository';

/** The card secret of the repository tests. */
export const TEST_CARD_SECRET = 'repository-test-card-secret-0123456789abcdef';

/** The services the card code uses, on a test database (for repository tests, without HTTP). */
export function cardTestServices(db: Db, now: () => number, limits: Partial<RateLimitSettings> = {}): Services {
  const counters = new RateCounters(db, now);
  const services: Partial<Services> = {
    db,
    now,
    counters,
    targetLimits: new TargetLimits(counters, { ...DEFAULT_RATE_LIMITS, ...limits }, now),
    giftCards: new GiftCardStore(db, now),
    cards: new CardRepository(db, now),
    cardKeys: new CardKeyring(db, { [CARD_SECRET_ENV]: TEST_CARD_SECRET }),
  };
  return services as Services;
}

/** A call of unit `buId` from `ip`, optionally signed in as `accountId`. */
export function cardTestCall(services: Services, buId: string, ip: string, accountId?: number): Call<unknown> {
  return {
    input: {},
    webInfo: {} as Call<unknown>['webInfo'],
    unit: { buId } as BusinessUnit,
    language: 'en',
    session:
      accountId === undefined ? null : ({ accountId, custId: String(accountId), buId } as Call<unknown>['session']),
    ip,
    services,
  };
}
