import * as v from 'valibot';

/**
 * A refused login's message and the account it was for, kept over the page's reload that follows a refused
 * login with a traditional token (spec 2 section 8): the reloaded form says again why, with the account still
 * typed, instead of opening blank. Kept in this tab's session storage per unit; it works once, and only right
 * after the reload.
 */
export interface AlertOverReload {
  message: string;
  method: 'email' | 'mobile';
  email: string;
  areaCode: string;
  mobileNumber: string;
}

/** Far more than a reload takes; a message found later belongs to another visit. */
const KEPT_FOR_MS = 60_000;

const KeptSchema = v.object({
  message: v.string(),
  method: v.picklist(['email', 'mobile']),
  email: v.string(),
  areaCode: v.string(),
  mobileNumber: v.string(),
  keptAt: v.number(),
});

const keyOf = (buId: string) => `shop:${buId}:loginAlertOverReload`;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the reloaded form opens blank
  }
}

export function keepAlertOverReload(buId: string, alert: AlertOverReload, now = Date.now()): void {
  try {
    tabStorage()?.setItem(keyOf(buId), JSON.stringify({ ...alert, keptAt: now }));
  } catch {
    // storage full: the reloaded form opens blank
  }
}

/** The kept alert, removed as it is read, or null when there is none or it is too old. */
export function takeAlertOverReload(buId: string, now = Date.now()): AlertOverReload | null {
  const storage = tabStorage();
  const stored = storage?.getItem(keyOf(buId));
  if (!storage || !stored) return null;
  storage.removeItem(keyOf(buId));
  try {
    const parsed = v.safeParse(KeptSchema, JSON.parse(stored));
    if (!parsed.success) return null;
    const { keptAt, message, method, email, areaCode, mobileNumber } = parsed.output;
    if (keptAt > now || now - keptAt > KEPT_FOR_MS) return null;
    return { message, method, email, areaCode, mobileNumber };
  } catch {
    return null;
  }
}
