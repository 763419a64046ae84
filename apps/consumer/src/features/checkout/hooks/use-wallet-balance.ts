import { useEffect, useState } from 'react';
import { fetchWallet } from '../api/checkout-api';

export type WalletBalance = { status: 'none' } | { status: 'loading' } | { status: 'ready'; balance: number };

/** The member's wallet balance when the wallet may pay here (else 'none'); a failed read offers no wallet. */
export function useWalletBalance(custId: string | undefined, allowed: boolean): WalletBalance {
  const [state, setState] = useState<WalletBalance>({ status: 'none' });
  useEffect(() => {
    if (!custId || !allowed) {
      setState({ status: 'none' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    fetchWallet(custId).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', balance: result.data.balance } : { status: 'none' });
    });
    return () => {
      live = false;
    };
  }, [custId, allowed]);
  return state;
}
