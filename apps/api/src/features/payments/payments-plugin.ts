import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { registerNotificationRoute } from './notification-route';
import { PAYMENTS_HANDLERS } from './payments-handlers';
import { RECONCILE_EVERY_MS, reconcileOpenPayments } from './reconcile-payments';

/**
 * Hosted payments: init token, payment means, init, createPayment, the returns and their confirmation;
 * the provider's notifications, which complete a payment as its return would; and, every minute, the
 * open payments whose browser never came back (nor any notification) are completed from the provider.
 */
export const paymentsPlugin = featurePlugin('payments', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, PAYMENTS_HANDLERS, rateLimits);
  await registerNotificationRoute(api, rateLimits);
  // The suites call reconcileOpenPayments themselves: a timer would act on the clocks they move.
  if (process.env.NODE_ENV === 'test') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOpenPayments(api.services)
      .catch((error) => api.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, RECONCILE_EVERY_MS);
  timer.unref();
  api.addHook('onClose', async () => clearInterval(timer));
});
