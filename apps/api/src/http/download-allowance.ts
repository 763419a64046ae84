import type { Call } from '../features/services';

/**
 * Downloads per signed-in account or operator, beside the per-client limit of the 'download' group
 * (decision 0060): every file download is counted by whose it is, whichever address asks. A download
 * open to everyone (a brochure) has the per-client limit only.
 */
export async function consumeDownloadAllowance(call: Call<unknown>): Promise<void> {
  const { session, operator, services } = call;
  const owner = session ? `account:${session.accountId}` : operator ? `operator:${operator.operatorId}` : null;
  if (owner) await services.targetLimits.consume('downloadsPerAccount', owner);
}
