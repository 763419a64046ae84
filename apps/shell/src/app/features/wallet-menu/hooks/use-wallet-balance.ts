import { useCallback, useRef, useState } from 'react';
import type { ApiError, Wallet } from '@shop/contracts';

export interface WalletBalance {
  /** The last wallet the API answered for this member; null before the first answer. */
  wallet: Wallet | null;
  /** A fetch is under way (the last wallet stays shown meanwhile). */
  loading: boolean;
  /** The last fetch failed. */
  error: ApiError | null;
  /** Asks the API for the balance again. */
  refresh: () => void;
}

interface Held {
  custId: string;
  wallet: Wallet | null;
  loading: boolean;
  error: ApiError | null;
}

/**
 * The member's wallet for the wallet dropdown: fetched again each time the dropdown opens (a business
 * wallet moves with every order, also from another device), the last balance kept on screen while the
 * new one loads. Another member (sign-out, sign-in) starts with nothing shown.
 */
export function useWalletBalance(custId: string): WalletBalance {
  const [held, setHeld] = useState<Held>({ custId, wallet: null, loading: false, error: null });
  // Only the latest fetch's answer counts: an older one arriving late would show an older balance.
  const latest = useRef(0);
  const current = held.custId === custId ? held : { custId, wallet: null, loading: false, error: null };

  const refresh = useCallback(() => {
    const mine = ++latest.current;
    setHeld((last) => ({ ...(last.custId === custId ? last : { wallet: null }), custId, loading: true, error: null }));
    // The call's contract loads with the first opening: a visitor's home page never needs it.
    void import('../api/wallet-api')
      .then(({ fetchWallet }) => fetchWallet(custId))
      .catch((error: unknown) => ({
        ok: false as const,
        status: null,
        error: { code: 0, message: error instanceof Error ? error.message : String(error) },
      }))
      .then((result) => {
        if (mine !== latest.current) return;
        setHeld((last) =>
          result.ok
            ? { custId, wallet: result.data, loading: false, error: null }
            : { ...last, custId, loading: false, error: result.error },
        );
      });
  }, [custId]);

  return { wallet: current.wallet, loading: current.loading, error: current.error, refresh };
}
