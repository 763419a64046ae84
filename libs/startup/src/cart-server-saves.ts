import { Observable, type SchedulerLike } from 'rxjs';
import { CART_SAVE_DEBOUNCE_MS, type CartStore } from '@shop/cart-engine';
import { debouncedSaves } from '@shop/session/timed-events';

// Loaded on sign-in (cart-saves-while-signed-in.ts), with rxjs and the session's other timed events.

/** One value per quantity change of the cart. */
export function quantityChanges(cart: CartStore): Observable<void> {
  return new Observable<void>((subscriber) =>
    cart.subscribe((state, previous) => {
      if (state.quantityChanges !== previous.quantityChanges) subscriber.next();
    }),
  );
}

/**
 * Saves the cart to the server CART_SAVE_DEBOUNCE_MS after the last quantity change, one save at a time;
 * the cart's serverCart flags show the save running and its failure. Returns the stop.
 */
export function saveCartAfterQuantityChanges(cart: CartStore, scheduler?: SchedulerLike): () => void {
  const save = async () => {
    if (!(await cart.getState().saveCartChanges())) throw new Error(cart.getState().serverCart.error ?? 'not saved');
  };
  const saves = debouncedSaves(quantityChanges(cart), save, CART_SAVE_DEBOUNCE_MS, scheduler).subscribe();
  return () => saves.unsubscribe();
}
