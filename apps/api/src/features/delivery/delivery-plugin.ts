import { QUEUES } from '../../jobs/queues';
import { featurePlugin } from '../../plugins/feature-plugin';
import { runDeliveryJob } from './delivery-worker';
import type { DeliveryJobData } from './start-deliveries';

/** Card deliveries: the worker of the delivery queue (scheduled cards and documents), in every process. */
export const deliveryPlugin = featurePlugin('delivery', async (api) => {
  const { services } = api;
  await services.jobs.work<DeliveryJobData>(QUEUES.delivery, (job) => runDeliveryJob(services, job));
});
