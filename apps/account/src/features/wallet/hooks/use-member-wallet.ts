import { useCallback, useEffect, useState } from 'react';
import type { ApiError, PaymentMean, Wallet } from '@shop/contracts';
import { fetchTopUpMeans, fetchWallet } from '../api/wallet-api';

export type WalletState =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; wallet: Wallet; topUpMeans: PaymentMean[] };

/** The signed-in member's wallet, and the means a top-up may be paid with when top-ups are allowed. */
export function useMemberWallet(custId: string) {
  const [state, setState] = useState<WalletState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void (async () => {
      const wallet = await fetchWallet(custId);
      if (!current) return;
      if (!wallet.ok) return setState({ status: 'failed', error: wallet.error });
      const means = wallet.data.isTopUpAllowed ? await fetchTopUpMeans() : null;
      if (!current) return;
      if (means && !means.ok) return setState({ status: 'failed', error: means.error });
      setState({ status: 'ready', wallet: wallet.data, topUpMeans: means?.data ?? [] });
    })();
    return () => {
      current = false;
    };
  }, [custId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
