import { CAPTCHA_PROVIDERS, FIELD_MESSAGES, type BusinessUnit, type CaptchaProvider } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { CAPTCHA_FAILURE, SITEVERIFY_URLS, type CaptchaOptions } from './captcha-config';
import { siteverify } from './siteverify';
import type { TestCaptcha } from './test-captcha';

/**
 * Captcha verification any handler calls before it looks at a password or sends anything (login,
 * registration, reset; card query and unlock when they come). A unit's provider is verified with
 * its real service when the server holds the provider's secret, else with the shop's test provider.
 */
export class CaptchaService {
  constructor(
    private readonly secrets: CaptchaOptions,
    private readonly testCaptcha: TestCaptcha,
  ) {}

  /** True when the server holds no secret for the provider: its units use the test provider. */
  isTestMode(provider: CaptchaProvider): boolean {
    return !this.secrets[provider]?.secret;
  }

  /** Whether the test provider's token route is needed at all. */
  anyTestMode(): boolean {
    return CAPTCHA_PROVIDERS.some((provider) => this.isTestMode(provider));
  }

  issueTestToken(siteKey: string): Promise<{ token: string; expiresIn: number }> {
    return this.testCaptcha.issue(siteKey);
  }

  /**
   * The answer that asks for the unit's captcha on a call that may go on without one until a soft limit
   * (a gift-card look-up): the provider's code with the token field required, as a missing token gets.
   */
  required(unit: BusinessUnit): ApiFailure | null {
    if (!unit.captcha) return null;
    return new ApiFailure(CAPTCHA_FAILURE[unit.captcha.provider], [
      { path: 'captchaToken', message: FIELD_MESSAGES.required },
    ]);
  }

  /**
   * Passes when the unit has no captcha or the token is genuine and unused; otherwise throws the
   * provider's error (80000 Cloudflare, 80001 Google), a missing token naming the field.
   */
  async verify(unit: BusinessUnit, token: string | undefined, remoteIp: string): Promise<void> {
    const settings = unit.captcha;
    if (!settings) return;
    const failure = CAPTCHA_FAILURE[settings.provider];
    if (!token) throw new ApiFailure(failure, [{ path: 'captchaToken', message: FIELD_MESSAGES.required }]);
    const provider = this.secrets[settings.provider];
    const genuine = provider?.secret
      ? await siteverify({
          verifyUrl: provider.verifyUrl ?? SITEVERIFY_URLS[settings.provider],
          secret: provider.secret,
          token,
          remoteIp,
        })
      : await this.testCaptcha.redeem(token, settings.siteKey);
    if (!genuine) throw new ApiFailure(failure);
  }
}
