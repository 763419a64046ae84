import { createOopsStore, oopsStore, showOops } from './oops-store';

describe('the generic Oops popup store', () => {
  it('opens with a retry, and Try again closes it and runs the retry once', () => {
    const reload = jest.fn();
    const store = createOopsStore(reload);
    const retry = jest.fn();
    store.getState().show({ retry });
    expect(store.getState().open).toBe(true);

    store.getState().tryAgain();
    expect(store.getState().open).toBe(false);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on Try again when the caller gave no retry', () => {
    const reload = jest.fn();
    const store = createOopsStore(reload);
    store.getState().show();
    store.getState().tryAgain();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes without retrying on dismiss, and forgets the retry', () => {
    const reload = jest.fn();
    const store = createOopsStore(reload);
    const retry = jest.fn();
    store.getState().show({ retry });
    store.getState().dismiss();
    expect(store.getState()).toMatchObject({ open: false, retry: undefined });
    expect(retry).not.toHaveBeenCalled();
  });

  it('keeps the latest retry when a second failure comes while the popup is open', () => {
    const store = createOopsStore(jest.fn());
    const first = jest.fn();
    const second = jest.fn();
    store.getState().show({ retry: first });
    store.getState().show({ retry: second });
    store.getState().tryAgain();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('showOops opens the shared popup', () => {
    showOops();
    expect(oopsStore.getState().open).toBe(true);
    oopsStore.getState().dismiss();
  });
});
