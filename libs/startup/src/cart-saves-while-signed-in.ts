import { cartStore, type CartStore } from '@shop/cart-engine';
import { audienceOf, sessionStore, type createSessionStore } from '@shop/session';

type SessionStore = ReturnType<typeof createSessionStore>;
type CartServerSaves = typeof import('./cart-server-saves');

/** The debounced save loads with rxjs on sign-in, like the session's timed events: never on a visitor's page. */
const loadCartServerSaves = (): Promise<CartServerSaves> => import('./cart-server-saves');

/**
 * While a customer is signed in, saves the cart to the server 2 s after the last quantity change (a guest
 * has no server cart). Signing out stops it, a pending save with it. Returns the stop.
 */
export function saveCartWhileSignedIn(
  session: SessionStore = sessionStore,
  cart: CartStore = cartStore,
  load: () => Promise<CartServerSaves> = loadCartServerSaves,
): () => void {
  let signedIn = false;
  // Each start gets a number, so a load that ends after a sign-out starts nothing.
  let run = 0;
  let stopSaves: (() => void) | undefined;
  function stop() {
    run += 1;
    stopSaves?.();
    stopSaves = undefined;
  }
  function follow() {
    const customer = audienceOf(session.getState().user) !== 'guest';
    if (customer === signedIn) return;
    signedIn = customer;
    stop();
    if (!customer) return;
    const started = run;
    load().then(
      (saves) => {
        if (started === run) stopSaves = saves.saveCartAfterQuantityChanges(cart);
      },
      // Without the chunk (offline) the cart stays in this browser; the next sign-in tries again.
      () => undefined,
    );
  }
  follow();
  const unfollow = session.subscribe(follow);
  return () => {
    unfollow();
    signedIn = false;
    stop();
  };
}
