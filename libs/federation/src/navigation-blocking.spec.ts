import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';
import { withNavigationBlocking, type NavigationAttempt } from './navigation-blocking';

/** A page that holds every navigation to another path, keeping the last held one's `proceed`. */
function leavingHold() {
  const held: { attempt: NavigationAttempt; proceed: () => void }[] = [];
  let attempt: NavigationAttempt | null = null;
  return {
    held,
    blocker: {
      shouldBlock(next: NavigationAttempt) {
        attempt = next;
        return next.currentLocation.pathname !== next.nextLocation.pathname;
      },
      onBlocked(proceed: () => void) {
        if (attempt) held.push({ attempt, proceed });
      },
    },
  };
}

function inMemory(entries = ['/', '/checkout']) {
  const history = withNavigationBlocking(
    UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}${location.search}`));
  return { history, heard };
}

describe('withNavigationBlocking', () => {
  it('lets navigations through while no page holds them', () => {
    const { history, heard } = inMemory();
    history.push('/cards');
    history.replace('/cards?page=2');
    history.go(-1);
    expect(heard).toEqual(['PUSH /cards', 'REPLACE /cards?page=2', 'POP /checkout']);
  });

  it('holds a push until the page proceeds, with where it is and where it would go', () => {
    const { history, heard } = inMemory();
    const { held, blocker } = leavingHold();
    history.block(blocker);
    history.push({ pathname: '/', search: '?from=checkout', hash: '' });
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/checkout');
    expect(held).toHaveLength(1);
    expect(held[0].attempt.currentLocation.pathname).toBe('/checkout');
    expect(held[0].attempt.nextLocation).toEqual({ pathname: '/', search: '?from=checkout', hash: '' });
    held[0].proceed();
    expect(heard).toEqual(['PUSH /?from=checkout']);
    expect(held).toHaveLength(1); // proceeding does not ask again
  });

  it('asks about a string path and a replace too, and lets a change on the same path through', () => {
    const { history, heard } = inMemory();
    const { held, blocker } = leavingHold();
    history.block(blocker);
    history.push('/checkout?coupon=1#total');
    history.replace('/auth/login?next=%2Fcheckout');
    expect(heard).toEqual(['PUSH /checkout?coupon=1']);
    expect(held.map(({ attempt }) => attempt.nextLocation.pathname)).toEqual(['/auth/login']);
  });

  it('undoes a held back step at once and redoes it when the page proceeds', () => {
    const { history, heard } = inMemory();
    const { held, blocker } = leavingHold();
    history.block(blocker);
    history.go(-1);
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/checkout');
    expect(held[0].attempt.nextLocation.pathname).toBe('/');
    held[0].proceed();
    expect(heard).toEqual(['POP /']);
    expect(history.location.pathname).toBe('/');
  });

  it('stops holding once the page lets go', () => {
    const { history, heard } = inMemory();
    const { held, blocker } = leavingHold();
    const release = history.block(blocker);
    release();
    history.push('/');
    expect(held).toEqual([]);
    expect(heard).toEqual(['PUSH /']);
  });

  it('undoes a held browser back button, whose step the browser has already taken', async () => {
    window.history.replaceState(null, '', '/');
    const history = withNavigationBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));
    const heard: string[] = [];
    history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
    history.push('/checkout');
    const { held, blocker } = leavingHold();
    history.block(blocker);
    const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

    let step = popped();
    window.history.back();
    await step;
    expect(held[0].attempt).toMatchObject({
      currentLocation: { pathname: '/checkout' },
      nextLocation: { pathname: '/' },
    });
    step = popped(); // the undo
    await step;
    expect(window.location.pathname).toBe('/checkout');
    expect(heard).toEqual(['PUSH /checkout']);

    step = popped();
    held[0].proceed();
    await step;
    expect(window.location.pathname).toBe('/');
    expect(heard).toEqual(['PUSH /checkout', 'POP /']);
    expect(held).toHaveLength(1);
  });
});
