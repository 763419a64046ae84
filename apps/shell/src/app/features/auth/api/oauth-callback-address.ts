import { OAUTH_CALLBACK_PATH } from '@shop/contracts';

/** The shop's own callback page for this unit, absolute, as the provider must send the browser back there. */
export function oauthCallbackAddress(origin: string, basePath: string): string {
  return `${origin}${basePath.replace(/\/+$/, '')}${OAUTH_CALLBACK_PATH}`;
}
