import { TestScheduler } from 'rxjs/testing';
import { createCartStore, createMemoryStorage, type CartSnapshot } from '@shop/cart-engine';
import { saveCartAfterQuantityChanges } from './cart-server-saves';

// Virtual time (one marble frame is 1 ms): the cart's quantity changes go through the session's
// debouncedSaves stream, and each save is stamped with the virtual time it started at.
function cartWithServer(clock: { now(): number }, answer: () => Promise<void> = async () => undefined) {
  const saves: { at: number; quantities: number[] }[] = [];
  const cart = createCartStore();
  cart.getState().configure({
    storage: createMemoryStorage(),
    buId: '250',
    isLoggedIn: () => true,
    serverCart: {
      save: (snapshot: CartSnapshot) => {
        saves.push({ at: clock.now(), quantities: snapshot.cartItems.map((item) => item.data.qty) });
        return answer();
      },
      fetch: async () => null,
      remove: async () => undefined,
    },
  });
  const id = cart.getState().addOrder({ data: { itemCode: 'GC-100', amount: 5000, qty: 1 } });
  const setQuantity = (qty: number) => cart.getState().changeQuantity(id, qty);
  return { cart, saves, setQuantity };
}

function testScheduler() {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

describe("the cart's debounced server save, through the session's debouncedSaves stream", () => {
  it('saves once, 2 s after the last of several quantity changes, with the latest quantities', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, flush }) => {
      const { cart, saves, setQuantity } = cartWithServer(scheduler);
      const stop = saveCartAfterQuantityChanges(cart);
      // Quantities 2, 3 and 4 at 0, 501 and 1501 ms: one save at 3501 ms.
      hot('a 500ms b 999ms c', { a: 2, b: 3, c: 4 }).subscribe(setQuantity);
      flush();
      expect(saves).toEqual([{ at: 3501, quantities: [4] }]);
      stop();
    });
  });

  it('saves nothing for other cart changes, and nothing once stopped (sign-out) before the 2 s', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, flush }) => {
      const { cart, saves, setQuantity } = cartWithServer(scheduler);
      const stop = saveCartAfterQuantityChanges(cart);
      hot('a', { a: 0 }).subscribe(() => cart.getState().updateSender({ senderName: 'Layla' }));
      hot('5s a 1s b', { a: 2, b: 3 }).subscribe(setQuantity);
      hot('7s x').subscribe(() => stop());
      hot('20s a', { a: 5 }).subscribe(setQuantity);
      flush();
      expect(saves).toEqual([]);
    });
  });

  it("keeps the failure in the cart's serverCart state, and a later change saves again", async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const answer = () => (++calls === 1 ? Promise.reject(new Error('500')) : Promise.resolve());
      const { cart, saves, setQuantity } = cartWithServer(Date, answer);
      const stop = saveCartAfterQuantityChanges(cart);
      setQuantity(2);
      jest.advanceTimersByTime(2000);
      expect(cart.getState().serverCart.saving).toBe(true);
      await jest.advanceTimersByTimeAsync(0);
      expect(cart.getState().serverCart).toMatchObject({ saving: false, error: 'Failed to save cart data to server' });
      setQuantity(3);
      await jest.advanceTimersByTimeAsync(2000);
      expect(saves.map((save) => save.quantities)).toEqual([[2], [3]]);
      expect(cart.getState().serverCart).toMatchObject({ saving: false, error: null });
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
