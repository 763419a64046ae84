import { EMPTY, fromEvent, Observable, Subject, Subscription, type SchedulerLike } from 'rxjs';
import { CART_SAVE_DEBOUNCE_MS } from '../constants';
import { debouncedSaves } from './debounced-saves';
import { heartbeatBeats } from './heartbeat-beats';
import { inactivityTimeout } from './inactivity-timeout';
import { signOutsFromOtherTabs, type StorageChange } from './other-tab-sign-out';

/**
 * The signed-in customer's cart, saved to the server CART_SAVE_DEBOUNCE_MS (2 s) after its last quantity
 * change. Plain callbacks, so whoever wires the cart needs no rxjs.
 */
export interface CartSave {
  /** Calls `changed` on each quantity change; returns the unsubscribe. */
  onChange(changed: () => void): () => void;
  /** Saves at once; the cart keeps the in-flight flag and the error. */
  save(): unknown;
}

export interface SessionTimedEventsOptions {
  heartbeatMs: number;
  inactivityMs: number;
  /** The heartbeat call. */
  beat: () => unknown;
  /** Called once when the user did nothing for `inactivityMs`. */
  onInactive: () => void;
  /** The key of the unit's stored session, watched for a sign-out in another tab. */
  sessionKey: string;
  /** Called when another tab signed out. */
  onSignedOutElsewhere: () => void;
  /** The cart, saved after its quantity changes. */
  cartSave?: CartSave;
  /** Other tabs' storage changes; the window's `storage` events by default. */
  storageChanges$?: Observable<StorageChange>;
  scheduler?: SchedulerLike;
}

/** The running streams of a signed-in session. */
export interface SessionTimedEvents {
  /** The user did something: the inactivity count starts again. */
  touch(): void;
  /** Ends every stream (sign-out), a pending save with them. */
  stop(): void;
}

function windowStorageChanges(): Observable<StorageChange> {
  return typeof window === 'undefined' ? EMPTY : fromEvent<StorageEvent>(window, 'storage');
}

/**
 * The signed-in session's timed events as streams: the heartbeat, the inactivity sign-out, a sign-out in
 * another tab and the debounced server-cart save. The session store loads this module only once someone is
 * signed in, so rxjs stays off the start page of a visitor (whose cart has no server side).
 */
export function startSessionTimedEvents(options: SessionTimedEventsOptions): SessionTimedEvents {
  const activity = new Subject<void>();
  const running = new Subscription();
  running.add(heartbeatBeats(options.heartbeatMs, options.beat, options.scheduler).subscribe());
  running.add(
    inactivityTimeout(activity, options.inactivityMs, options.scheduler).subscribe(() => options.onInactive()),
  );
  running.add(
    signOutsFromOtherTabs(options.storageChanges$ ?? windowStorageChanges(), options.sessionKey).subscribe(() =>
      options.onSignedOutElsewhere(),
    ),
  );
  const { cartSave } = options;
  if (cartSave) {
    const changes$ = new Observable<void>((subscriber) => cartSave.onChange(() => subscriber.next()));
    running.add(debouncedSaves(changes$, cartSave.save, CART_SAVE_DEBOUNCE_MS, options.scheduler).subscribe());
  }
  return {
    touch: () => activity.next(),
    stop: () => {
      running.unsubscribe();
      activity.complete();
    },
  };
}
