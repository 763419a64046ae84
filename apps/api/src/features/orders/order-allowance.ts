import type { Call } from '../services';

/**
 * Orders (and payable top-ups) per signed-in account, or per sender email of a guest, beside the
 * per-client limit of the 'orderCreation' group (decision 0060): a script spreading its calls over many
 * addresses is still counted by whose orders they are. Every attempt counts, refused ones too.
 */
export async function consumeOrderAllowance(call: Call<unknown>, guestEmail = ''): Promise<void> {
  const { session, services, unit } = call;
  if (session) {
    await services.targetLimits.consume('ordersPerAccount', `account:${session.accountId}`);
    return;
  }
  const email = guestEmail.trim().toLowerCase();
  if (email) await services.targetLimits.consume('ordersPerGuestEmail', `${unit.buId}:${email}`);
}
