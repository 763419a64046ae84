import { getMemberWallet } from '@shop/contracts';
import { handler } from '../../http/handler';
import { isTopUpAllowed, monthStart, walletMember, walletTopUpMinimum } from './wallet-access';

export const getMemberWalletHandler = handler(getMemberWallet, async ({ session, unit, services }) => {
  const member = walletMember(session, unit);
  const wallet = await services.wallets.balanceOf(member.accountId, unit.buId);
  const paid =
    wallet.walletId === null
      ? { total: 0, since: 0 }
      : await services.wallets.paidOrders(wallet.walletId, monthStart(services.now(), unit.gmtOffset));
  const processAmount = wallet.walletId === null ? 0 : await services.walletTopUps.processAmount(wallet.walletId);
  return {
    balance: wallet.balance,
    currency: wallet.currency,
    orderCount: paid.total,
    monthlyOrders: paid.since,
    isReloadable: wallet.isReloadable,
    isTopUpAllowed: isTopUpAllowed(unit, wallet.isReloadable),
    topUpMinAmount: walletTopUpMinimum(unit),
    cardNumber: wallet.cardNumber,
    processAmount,
    inProgressBalance: wallet.balance + processAmount,
  };
});

export const WALLET_HANDLERS = [getMemberWalletHandler];
