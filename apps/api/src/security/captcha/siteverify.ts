/** A provider that does not answer within this time fails the check (the user retries). */
const SITEVERIFY_TIMEOUT_MS = 5_000;

export interface SiteverifyRequest {
  verifyUrl: string;
  secret: string;
  token: string;
  remoteIp: string;
}

/**
 * Verifies a widget token with the provider over HTTPS, as Cloudflare Turnstile and Google
 * reCAPTCHA both take it: a form POST of secret, response and remoteip, answered with JSON whose
 * `success` says whether the token is genuine and unused. Any other outcome (network error,
 * timeout, an answer that is not that JSON) is a failed check: the captcha fails closed.
 */
export async function siteverify({ verifyUrl, secret, token, remoteIp }: SiteverifyRequest): Promise<boolean> {
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
