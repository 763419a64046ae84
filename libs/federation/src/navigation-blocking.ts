import { parsePath, type HistoryRouterProps, type Location, type Path, type To } from 'react-router';

/** react-router's history (the package exports its type only as the history router's prop). */
type History = HistoryRouterProps['history'];

/** A navigation about to happen: where the page is and where it would go (paths with the unit's base path). */
export interface NavigationAttempt {
  currentLocation: Location;
  nextLocation: Path;
}

/** A page's hold on leaving it: asked before each navigation, told when one waits for its answer. */
export interface NavigationBlocker {
  shouldBlock(attempt: NavigationAttempt): boolean;
  /** The navigation is held; `proceed` lets it go on (without asking again). Dropping it is staying. */
  onBlocked(proceed: () => void): void;
}

/** The shell's history: react-router's, plus the pages' holds on leaving them. */
export interface BlockingHistory extends History {
  /** Registers a hold until the returned function is called. */
  block(blocker: NavigationBlocker): () => void;
}

export function isBlockingHistory(navigator: unknown): navigator is BlockingHistory {
  return typeof (navigator as Partial<BlockingHistory> | null)?.block === 'function';
}

/**
 * Wraps a v5-compatible history (its listener hears pushes too) so that a page can hold a navigation until
 * the visitor answers (spec 1 "Leaving a buying page"), as react-router's data router does for useBlocker,
 * without that router's code on every page. A push or replace waits before it happens. The browser's back
 * and forward buttons have already moved when the page hears of them: a held one is undone at once (the
 * history entries carry their index, so the step is known) and redone if the visitor leaves.
 */
export function withNavigationBlocking(history: History): BlockingHistory {
  const blockers = new Set<NavigationBlocker>();
  // The location the pages show: during a held back-button step the history's own is already the next one.
  let current = history.location;
  let skipNextPop = false;
  let passNextPop = false;

  const holderOf = (nextLocation: Path, currentLocation = current) =>
    [...blockers].find((blocker) => blocker.shouldBlock({ currentLocation, nextLocation }));

  const held =
    (go: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const next = typeof to === 'string' ? parsePath(to) : to;
      const nextLocation: Path = {
        pathname: next.pathname ?? current.pathname,
        search: next.search ?? '',
        hash: next.hash ?? '',
      };
      const holder = holderOf(nextLocation);
      if (holder) holder.onBlocked(() => go(to, state));
      else go(to, state);
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: held((to, state) => history.push(to, state)),
    replace: held((to, state) => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === 'POP') {
          if (skipNextPop) {
            skipNextPop = false;
            return;
          }
          const { delta } = update;
          const holder = !passNextPop && delta !== null && delta !== 0 ? holderOf(update.location) : undefined;
          passNextPop = false;
          if (holder && delta !== null) {
            skipNextPop = true;
            history.go(-delta);
            holder.onBlocked(() => {
              passNextPop = true;
              history.go(delta);
            });
            return;
          }
        }
        current = update.location;
        listener(update);
      });
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}
