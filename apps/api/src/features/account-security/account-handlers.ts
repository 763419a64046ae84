import { deleteAccount, getEmailVerification, RESEND_TIMER_SECONDS, type DeleteAccountReason } from '@shop/contracts';
import { deleteAccountFormSchema } from '@shop/validation';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import type { AccountRow } from '../auth/account-repository';
import type { Call, Services } from '../services';

/** The signed-in caller's account (the route already checked custId is the session's). */
export async function callerAccount(call: Call<unknown>): Promise<AccountRow> {
  const account = call.session ? await call.services.accounts.byId(call.session.accountId) : null;
  if (!account || account.status === 'disabled') throw new ApiFailure('NO_AUTHORIZED');
  return account;
}

/** Seconds left of the 59 s timer between two verification emails of an account. */
export async function verificationResendIn(services: Services, accountId: number): Promise<number> {
  const sentAt = await services.emailVerifications.lastSentAt(accountId);
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_TIMER_SECONDS * 1000 - services.now()) / 1000));
}

/** Deleting one's account (decision 0050): the unit's switch, individual and business accounts only. */
export const deleteAccountHandler = handler(deleteAccount, async (call) => {
  if (!call.unit.features.accountDeletion) throw new ApiFailure('ACCOUNT_DELETION_OFF');
  // The form's own rules, so the page and the API cannot disagree.
  const form = applyFieldRules(deleteAccountFormSchema, { reasons: call.input.reasons, comment: call.input.comment });
  const account = await callerAccount(call);
  // Salesmen are the unit's staff: their accounts end with their contract, through the unit.
  if (account.custType === 'S') throw new ApiFailure('ACCOUNT_DELETION_REFUSED');
  const { services } = call;
  const wallet = await services.wallets.balanceOf(account.id, account.buId);
  if (wallet.balance > 0) throw new ApiFailure('ACCOUNT_DELETION_WALLET_NOT_EMPTY');
  if (await services.accountDeletions.hasOrderAwaitingPayment(account.id)) {
    throw new ApiFailure('ACCOUNT_DELETION_ORDER_IN_PROGRESS');
  }
  await services.accountDeletions.delete({
    accountId: account.id,
    buId: account.buId,
    custType: account.custType,
    reasons: form.reasons as DeleteAccountReason[],
    comment: form.comment,
  });
  return { deleted: true as const };
});

export const getEmailVerificationHandler = handler(getEmailVerification, async (call) => {
  const account = await callerAccount(call);
  return {
    email: account.email,
    verified: account.isActivateAccount === 1,
    lastSentAt: await call.services.emailVerifications.lastSentAt(account.id),
    resendInSeconds: await verificationResendIn(call.services, account.id),
  };
});
