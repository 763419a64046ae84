import { createStore } from 'zustand/vanilla';

/** What a caller gives the generic Oops popup: what Try again should do (else the page reloads). */
export interface OopsInput {
  retry?: () => void;
}

export interface OopsState {
  open: boolean;
  retry?: () => void;
  /** Opens the popup (spec 2 section 8 "Generic popup"); a second call while open replaces the retry. */
  show(input?: OopsInput): void;
  /** Try again: closes the popup, then runs the caller's retry, or reloads the page when there is none. */
  tryAgain(): void;
  /** Closes the popup without retrying (Escape, the close button). */
  dismiss(): void;
}

export function createOopsStore(reload: () => void = () => window.location.reload()) {
  return createStore<OopsState>()((set, get) => ({
    open: false,
    show(input = {}) {
      set({ open: true, retry: input.retry });
    },
    tryAgain() {
      const { retry } = get();
      set({ open: false, retry: undefined });
      // With no retry of its own, a fresh page runs every start-up call again (clock and token included).
      (retry ?? reload)();
    },
    dismiss() {
      set({ open: false, retry: undefined });
    },
  }));
}

/** The page's one Oops popup, shared by shell and remotes like the session. */
export const oopsStore = createOopsStore();

/** Any page may call this for an unexpected failure; the shell frame shows the popup. */
export function showOops(input: OopsInput = {}): void {
  oopsStore.getState().show(input);
}
