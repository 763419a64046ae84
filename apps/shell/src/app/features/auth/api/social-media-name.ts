import * as v from 'valibot';
import { ApiErrorSchema, type ApiError } from '@shop/contracts';
import { unitKey } from '@shop/session';

/** The name (and verified address) a social provider gave for a person without an account here. */
export type SocialMediaName = NonNullable<ApiError['socialProfile']>;

const NAME = 'socialMediaName';
const StoredSchema = v.nonOptional(ApiErrorSchema.entries.socialProfile);

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Kept in the unit's local storage (the confirmation link may open in another tab) until the
 * registration is confirmed (spec 1 section 4: the confirmation removes the social-media name).
 */
export function keepSocialMediaName(buId: string, name: SocialMediaName): void {
  deviceStorage()?.setItem(unitKey(buId, NAME), JSON.stringify(name));
}

export function readSocialMediaName(buId: string): SocialMediaName | null {
  const stored = deviceStorage()?.getItem(unitKey(buId, NAME));
  if (!stored) return null;
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function forgetSocialMediaName(buId: string): void {
  deviceStorage()?.removeItem(unitKey(buId, NAME));
}
