import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ApiError, Wallet } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { fetchWallet } from '../api/wallet-api';

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

// Held by the module, not by the panel: the panel goes when the dropdown closes, the last balance stays.
// The module loads with the panel, on the first opening, so a visitor's home page does not carry it.
const NOTHING_HELD: Held = { custId: '', wallet: null, loading: false, error: null };
const heldBalance = createStore<Held>(() => NOTHING_HELD);
// Only the latest fetch's answer counts: an older one arriving late would show an older balance.
let latest = 0;
// Signing out forgets the balance (a shared computer's next user never sees it).
sessionStore.subscribe((session) => {
  if (!session.user) {
    latest += 1;
    heldBalance.setState(NOTHING_HELD);
  }
});

function refreshBalance(custId: string): void {
  const mine = ++latest;
  heldBalance.setState((last) => ({
    ...(last.custId === custId ? last : { wallet: null }),
    custId,
    loading: true,
    error: null,
  }));
  void fetchWallet(custId).then((result) => {
    if (mine !== latest) return;
    heldBalance.setState((last) =>
      result.ok
        ? { custId, wallet: result.data, loading: false, error: null }
        : { ...last, custId, loading: false, error: result.error },
    );
  });
}

/**
 * The member's wallet for the wallet dropdown: fetched again each time the dropdown opens (a business
 * wallet moves with every order, also from another device), the last balance kept on screen while the
 * new one loads. Another member (sign-out, sign-in) starts with nothing shown.
 */
export function useWalletBalance(custId: string): WalletBalance {
  const held = useStore(heldBalance);
  const refresh = useCallback(() => refreshBalance(custId), [custId]);
  const current = held.custId === custId ? held : { wallet: null, loading: false, error: null };
  return { wallet: current.wallet, loading: current.loading, error: current.error, refresh };
}
