import type { ApiClient } from '@shop/api-client';
import { cartStore } from '@shop/cart-engine';
import { login, type SsoLoginType } from '@shop/contracts';
import { loadNamespace } from '@shop/i18n';
import { notificationsStore, sessionStore } from '@shop/session';
import { sessionUserOf } from './session-user';

/**
 * The login type a portal's token names in its `login_type` claim (SALESMAN_SSO for a salesman, else
 * SSO). Read without checking the signature: it only picks the call; the API verifies the token.
 */
export function ssoLoginTypeOf(token: string): SsoLoginType {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { login_type?: unknown }).login_type === 'SALESMAN_SSO' ? 'SALESMAN_SSO' : 'SSO';
  } catch {
    return 'SSO';
  }
}

/**
 * Start-up with an autoLogin token in the address (spec 1 section 4, decision 0004): the stored
 * session was not read; the token is exchanged for a session through `login` (single sign-on), the
 * cart merged as after any sign-in. A refused token leaves the visitor signed out, told so.
 */
export async function exchangeAutoLoginToken(api: ApiClient, token: string, buId: string): Promise<boolean> {
  const result = await api.call(login, { loginType: ssoLoginTypeOf(token), accessToken: token, aggregatorBuId: buId });
  if (!result.ok) {
    await loadNamespace('auth').catch(() => undefined);
    notificationsStore.getState().notify({ type: 'warning', content: { key: 'auth:autoLogin.failed' } });
    return false;
  }
  sessionStore.getState().signIn(sessionUserOf(result.data));
  try {
    await cartStore.getState().saveServerCart();
  } catch {
    // The cart keeps its own error flag; signing in does not depend on it.
  }
  return true;
}
