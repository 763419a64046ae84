import { eq } from 'drizzle-orm';
import { businessUnits } from '../../db/schema';
import type { TestApi } from '../../testing/test-api';

/** The unit cache lives 30 s: moving the clock past it makes the API read a changed unit. */
const PAST_UNIT_CACHE_MS = 31_000;

/** Sets feature switches of a unit in its stored parameters, as an operator's publish would. */
export async function setUnitFeatures(api: TestApi, buId: string, features: Record<string, boolean>): Promise<void> {
  const { db } = api.app.shopApi.database;
  const [unit] = await db.select().from(businessUnits).where(eq(businessUnits.buId, buId));
  const params = unit.params as { features: Record<string, boolean> };
  await db
    .update(businessUnits)
    .set({ params: { ...params, features: { ...params.features, ...features } } })
    .where(eq(businessUnits.buId, buId));
  api.advance(PAST_UNIT_CACHE_MS);
}

export function withoutTwoFactor(api: TestApi, buId: string): Promise<void> {
  return setUnitFeatures(api, buId, { twoFactor: false });
}

/** The 6-digit code of the newest message to a recipient. */
export async function latestCode(api: TestApi, recipient: string): Promise<string> {
  const [message] = await api.outbox(recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
