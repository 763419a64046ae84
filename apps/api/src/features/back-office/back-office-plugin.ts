import { registerEndpoints } from '../../http/endpoint-routes';
import { QUEUES } from '../../jobs/queues';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { BACK_OFFICE_HANDLERS } from './back-office-handlers';
import { CASHBACK_SWEEP_EVERY_SECONDS, creditCashbacks } from './cashback';
import { retryPendingRefunds } from './order-refund';

/** How often each process asks for the hour's cashback job and retries refunds its provider owes. */
const TICK_MS = 60_000;

/**
 * The back office (issue 21): the review queue, offline payments and refunds for operators; the
 * cashback job (one per hour whichever replicas ask: pg-boss's singleton slot) and the retry of refunds
 * still waiting for their provider.
 */
export const backOfficePlugin = featurePlugin('back-office', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, BACK_OFFICE_HANDLERS, rateLimits);
  const { services } = api;
  await services.jobs.work(QUEUES.cashback, async () => {
    await creditCashbacks(services);
  });
  // The suites run the job and the retries themselves: a timer would act on the clocks they move.
  if (process.env.NODE_ENV === 'test') return;
  const tick = () => {
    services.jobs
      .send(QUEUES.cashback, {}, { singletonKey: 'cashback', singletonSeconds: CASHBACK_SWEEP_EVERY_SECONDS })
      .catch((error) => api.log.error({ err: error }, 'cashback job not queued'));
    retryPendingRefunds(services).catch((error) => api.log.error({ err: error }, 'refund retry failed'));
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  api.addHook('onClose', async () => clearInterval(timer));
});
