import * as v from 'valibot';
import { CodeVerifierSchema, SOCIAL_LOGIN_TYPES, type SocialLoginType } from '@shop/contracts';

/**
 * A social sign-in on its way through the provider: the PKCE verifier (never sent before the code
 * comes back), the provider and where to go once signed in. Kept in this tab's session storage, as
 * the provider sends the browser back to the same tab; it works once.
 */
export interface PendingSocialSignIn {
  loginType: SocialLoginType;
  codeVerifier: string;
  next: string;
}

const STORAGE_KEY = 'shop:pendingSocialSignIn';
const PendingSchema = v.object({
  loginType: v.picklist(SOCIAL_LOGIN_TYPES),
  codeVerifier: CodeVerifierSchema,
  next: v.string(),
});

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the sign-in cannot survive the provider's page
  }
}

export function rememberPendingSocialSignIn(pending: PendingSocialSignIn): boolean {
  const storage = tabStorage();
  if (!storage) return false;
  storage.setItem(STORAGE_KEY, JSON.stringify(pending));
  return true;
}

/** The pending sign-in, removed as it is read: a callback address opened twice does not sign in twice. */
export function takePendingSocialSignIn(): PendingSocialSignIn | null {
  const storage = tabStorage();
  const stored = storage?.getItem(STORAGE_KEY);
  if (!storage || !stored) return null;
  storage.removeItem(STORAGE_KEY);
  try {
    const parsed = v.safeParse(PendingSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
