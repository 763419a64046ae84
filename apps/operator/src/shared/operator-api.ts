import { createApiClient, type ApiClient } from '@shop/api-client';
import { brandStore } from '@shop/brand';
import { DEFAULT_BU_ID, DEFAULT_LANGUAGE, type Language } from '@shop/contracts';
import { i18n, isLanguage } from '@shop/i18n';
import { API_BASE_URL } from '@shop/startup';
import { operatorSessionStore } from '../features/operator-session/operator-session-store';

let client: ApiClient | null = null;

/**
 * The operators' API client: the shop's API, but the operator's own token (never the customer's, which
 * the page's shopApi() carries). A 401 means the operator session ended: the sign-in page shows again.
 */
export function operatorApi(): ApiClient {
  if (client) return client;
  const language = (): Language =>
    isLanguage(i18n.language) ? i18n.language : (brandStore.getState().unit?.defaultLanguage ?? DEFAULT_LANGUAGE);
  client = createApiClient({
    baseUrl: API_BASE_URL,
    buId: () => brandStore.getState().unit?.buId ?? DEFAULT_BU_ID,
    language,
    accessToken: () => operatorSessionStore.getState().session?.accessToken,
  });
  client.onForceLogout(() => operatorSessionStore.getState().signOut());
  return client;
}
