import { walletTopUpLimits } from '@shop/brand';
import { getMemberWallet, topUpWallet } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import { isHostedMean, offeredPaymentMeans } from '../payments/payment-means';
import { startHostedPayment } from '../payments/start-payment';
import { consumeOrderAllowance } from '../orders/order-allowance';
import { isTopUpAllowed, monthStart, walletMember } from './wallet-access';
import { WALLET_TOP_UP_PAYMENT } from './wallet-top-up-payment';
import { walletTopUpRules } from './wallet-top-up-rules';

export const getMemberWalletHandler = handler(getMemberWallet, async ({ session, unit, services }) => {
  const member = walletMember(session, unit);
  const wallet = await services.wallets.balanceOf(member.accountId, unit.buId);
  const paid =
    wallet.walletId === null
      ? { total: 0, since: 0 }
      : await services.wallets.paidOrders(wallet.walletId, monthStart(services.now(), unit.gmtOffset));
  const processAmount = wallet.walletId === null ? 0 : await services.walletTopUps.processAmount(wallet.walletId);
  const limits = walletTopUpLimits(unit);
  return {
    balance: wallet.balance,
    currency: wallet.currency,
    orderCount: paid.total,
    monthlyOrders: paid.since,
    isReloadable: wallet.isReloadable,
    isTopUpAllowed: isTopUpAllowed(unit, wallet.isReloadable),
    topUpMinAmount: limits.min,
    topUpMaxAmount: limits.max,
    cardNumber: wallet.cardNumber,
    processAmount,
    inProgressBalance: wallet.balance + processAmount,
  };
});

/**
 * Starts a top-up: every check first (wallet, reloadable, amount, means), so a refused call stores
 * nothing; then the request (R, one per Idempotency-Key) and its hosted payment. A payment that cannot
 * be started cancels the request (N).
 */
export const topUpWalletHandler = handler(topUpWallet, async (call) => {
  const { input, session, unit, services, idempotencyKey } = call;
  const member = walletMember(session, unit);
  await consumeOrderAllowance(call);
  const wallet = await services.wallets.balanceOf(member.accountId, unit.buId);
  if (!isTopUpAllowed(unit, wallet.isReloadable)) throw new ApiFailure('WALLET_NOT_RELOADABLE');
  applyFieldRules(walletTopUpRules(unit), input);
  if (!isHostedMean(input.paymentMethod) || !(await offeredPaymentMeans(call)).includes(input.paymentMethod))
    throw new ApiFailure('PAYMENT_MEAN_NOT_OFFERED');
  if (!idempotencyKey) throw new Error('topUpWallet is idempotent: the HTTP layer gives it a key');

  const topUp = await services.walletTopUps.request(member.accountId, unit.buId, input.amount, idempotencyKey);
  const payable = await WALLET_TOP_UP_PAYMENT.payable(services, String(topUp.id), member, unit.buId);
  try {
    const { paymentId, redirectUrl } = await startHostedPayment(call, payable, input.paymentMethod);
    await services.walletTopUps.attachPayment(topUp.id, paymentId);
    return { topUpId: String(topUp.id), paymentId, redirectUrl };
  } catch (error) {
    await services.walletTopUps.cancel(topUp.id);
    throw error;
  }
});

export const WALLET_HANDLERS = [getMemberWalletHandler, topUpWalletHandler];
