import * as v from 'valibot';
import { CAPTCHA_TEST_TOKEN_PATH, FIELD_MESSAGES } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../../http/api-failure';
import { sendError } from '../../plugins/errors';
import { fieldIssues } from '../../http/endpoint-routes';
import type { RateLimitSettings } from '../../http/rate-limits';
import type { Services } from '../../features/services';

const TestTokenQuerySchema = v.object({
  siteKey: v.pipe(v.string(FIELD_MESSAGES.required), v.nonEmpty(FIELD_MESSAGES.required), v.maxLength(200)),
});

/**
 * GET {prefix}/captcha-test/token?siteKey=…: the test provider's widget. Issues a single-use token
 * for the site key of a unit whose provider runs in test mode (plain JSON, rate limited per client).
 */
export function registerCaptchaTestRoute(
  app: FastifyInstance,
  services: Services,
  rateLimits: RateLimitSettings,
): void {
  app.get(
    CAPTCHA_TEST_TOKEN_PATH,
    { config: { rateLimit: { ...rateLimits.captchaTest, groupId: 'captchaTest' } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = v.safeParse(TestTokenQuerySchema, request.query);
      if (!parsed.success) {
        return sendError(reply, invalidRequest(fieldIssues(parsed.issues)));
      }
      const unit = await services.units.findByCaptchaSiteKey(parsed.output.siteKey);
      if (!unit?.captcha?.test) {
        const issue = { path: 'siteKey', message: 'No unit uses the test captcha with this site key' };
        return sendError(reply, invalidRequest([issue]));
      }
      return services.captcha.issueTestToken(parsed.output.siteKey);
    },
  );
}
