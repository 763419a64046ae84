import { shopApi, type ApiResult } from '@shop/api-client';
import { sign, traditionalTokenOf } from '@shop/contracts';
import { browserEnvironment, fingerprintComponentsOf, fingerprintHashOf } from './browser-fingerprint';

/**
 * The login's traditional token on a unit without a captcha widget (decision 0058): this browser's
 * fingerprint, signed by the API (/v1/others/sign) with its time.
 */
export async function signedTraditionalToken(): Promise<ApiResult<string>> {
  const components = fingerprintComponentsOf(browserEnvironment());
  const hash = await fingerprintHashOf(components);
  const signed = await shopApi().call(sign, { hash, components });
  return signed.ok ? { ...signed, data: traditionalTokenOf({ hash, ...signed.data }) } : signed;
}
