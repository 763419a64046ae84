// The reviewer's tool for bank transfers (03) and bank checks (05) until the operators' back office
// (docs/api.md "Confirming a bank transfer or a bank check"). Usage, from the repository root:
//   node -r ./tools/bench/ts-register.cjs apps/api/src/cli/confirm-offline-payment.ts \
//     --unit 250 --order <orderNo> --reviewer <name>
// DATABASE_URL selects PostgreSQL (the API may keep running); else the embedded database in
// PGLITE_DATA_DIR (default <repo>/.data/pglite), which only one process can open: stop the API first.
import { parseArgs } from 'node:util';
import { confirmOfflinePayment } from '../features/orders/offline-payment-review';
import { createApiServer } from '../server';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { unit: { type: 'string' }, order: { type: 'string' }, reviewer: { type: 'string' } },
  });
  if (!values.unit || !values.order || !values.reviewer) {
    console.error('usage: confirm-offline-payment --unit <buId> --order <orderNo> --reviewer <name>');
    return 2;
  }
  const app = await createApiServer({ dataDir: process.env.PGLITE_DATA_DIR, seedDir: false });
  try {
    const review = await confirmOfflinePayment(app.shopApi.services, {
      buId: values.unit,
      orderNo: values.order,
      reviewer: values.reviewer,
    });
    if (review.outcome === 'refused') {
      console.error(`order ${values.order} not confirmed: ${review.reason}`);
      return 1;
    }
    const { order } = review;
    console.info(
      `order ${order.orderNo} ${review.outcome} (status ${order.status}, ${order.dueAmount} ${order.currency} ` +
        `minor units by ${order.paymentMean}${order.invoiceNo ? `, invoice ${order.invoiceNo}` : ''})`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
