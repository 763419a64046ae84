import { useEffect, useState } from 'react';
import { fetchWallet } from '../../wallet/api/wallet-api';

/** The wallet's balance for the header's line: null while loading, when not wanted, or when it could not be read. */
export function useWalletBalance(custId: string, wanted: boolean) {
  const [balance, setBalance] = useState<{ balance: number; currency: string } | null>(null);
  useEffect(() => {
    if (!wanted || !custId) return;
    let current = true;
    // The wallet tab shows a failure with its retry; the header simply leaves the line out.
    void fetchWallet(custId)
      .then((result) => {
        if (current && result.ok) setBalance({ balance: result.data.balance, currency: result.data.currency });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [custId, wanted]);
  return wanted ? balance : null;
}
