import { EMPTY, fromEvent, Subject, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import { heartbeatBeats } from './heartbeat-beats';
import { inactivityTimeout } from './inactivity-timeout';
import { signOutsFromOtherTabs, type StorageChange } from './other-tab-sign-out';

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
  /** Other tabs' storage changes; the window's `storage` events by default. */
  storageChanges$?: Observable<StorageChange>;
  scheduler?: SchedulerLike;
}

/** The running streams of a signed-in session. */
export interface SessionTimedEvents {
  /** The user did something: the inactivity count starts again. */
  touch(): void;
  /** Ends every stream (sign-out). */
  stop(): void;
}

function windowStorageChanges(): Observable<StorageChange> {
  return typeof window === 'undefined' ? EMPTY : fromEvent<StorageEvent>(window, 'storage');
}

/**
 * The signed-in session's timed events as streams: the heartbeat, the inactivity sign-out and a sign-out in
 * another tab. The session store loads this module only once someone is signed in, so rxjs stays off the
 * start page of a visitor.
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
  return {
    touch: () => activity.next(),
    stop: () => {
      running.unsubscribe();
      activity.complete();
    },
  };
}
