import { last, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { CART_SAVE_DEBOUNCE_MS } from '../constants';
import { debouncedSaves } from './debounced-saves';
import { heartbeatBeats } from './heartbeat-beats';
import { inactivityTimeout } from './inactivity-timeout';
import { signOutsFromOtherTabs } from './other-tab-sign-out';
import { resendCountdown, secondsLeft } from './resend-countdown';
import { startSessionTimedEvents } from './session-timed-events';

// Virtual time: one marble frame is 1 ms; '30s' in a marble is 30 000 frames.
function scheduler() {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

describe('heartbeat', () => {
  it('beats every 30 s from one interval after the start, until unsubscribed', () => {
    scheduler().run(({ expectObservable }) => {
      const beat = jest.fn();
      expectObservable(heartbeatBeats(30_000, beat), '^ 95s !').toBe('30s a 29999ms a 29999ms a', { a: 'ok' });
    });
  });

  it('does not double a beat still waiting for its answer', () => {
    scheduler().run(({ expectObservable, cold }) => {
      // The first answer takes 45 s: the beat due at 60 s is skipped, the next one goes at 90 s.
      const beats = heartbeatBeats(30_000, () => cold('45s x|'));
      expectObservable(beats, '^ 140s !').toBe('75001ms a 59999ms a', { a: 'ok' });
    });
  });

  it('reports a failed or throwing beat and goes on beating', () => {
    scheduler().run(({ expectObservable, cold }) => {
      let calls = 0;
      const beats = heartbeatBeats(30_000, () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return calls === 2 ? cold('#') : cold('|');
      });
      expectObservable(beats, '^ 91s !').toBe('30s f 29999ms f 29999ms o', { f: 'failed', o: 'ok' });
    });
  });
});

describe('inactivity', () => {
  it('fires 30 minutes after the start when nothing happens', () => {
    scheduler().run(({ expectObservable, hot }) => {
      expectObservable(inactivityTimeout(hot('-'), 30 * 60_000)).toBe('30m (x|)', { x: undefined });
    });
  });

  it('counts again from each activity', () => {
    scheduler().run(({ expectObservable, hot }) => {
      // a at 25 min, b at 34 min (and one frame): the sign-out 30 minutes after b.
      const activity = hot('25m a 9m b');
      expectObservable(inactivityTimeout(activity, 30 * 60_000)).toBe('3840001ms (x|)', { x: undefined });
    });
  });
});

describe('debounced server-cart save', () => {
  it('saves once, 2 s after the last of a burst of changes, with the latest cart', () => {
    scheduler().run(({ expectObservable, hot, cold }) => {
      const save = jest.fn(() => cold('10ms y|'));
      const changes = hot('a 500ms b 999ms c');
      // c at 1501 ms; the save starts 2 s later and answers 11 frames after.
      expectObservable(debouncedSaves(changes, save, 2000)).toBe('3501ms s 10ms d', { s: 'saving', d: 'saved' });
    });
  });

  it('says failed when the save fails, and the next change saves again', () => {
    scheduler().run(({ expectObservable, hot, cold }) => {
      let calls = 0;
      const save = () => (++calls === 1 ? cold('5ms #') : cold('y|'));
      const changes = hot('a 9s b');
      expectObservable(debouncedSaves(changes, save, 2000)).toBe('2s s 4ms f 8995ms s d', {
        s: 'saving',
        f: 'failed',
        d: 'saved',
      });
    });
  });

  it('waits for a running save before the next one', () => {
    scheduler().run(({ expectObservable, hot, cold, flush }) => {
      const seen: string[] = [];
      const save = jest.fn((cart: string) => {
        seen.push(cart);
        return cold('3s y|');
      });
      const changes = hot('a 3s b');
      expectObservable(debouncedSaves(changes, save, 2000)).toBe('2s s 3000ms (ds) 2997ms d', {
        s: 'saving',
        d: 'saved',
      });
      flush();
      expect(seen).toEqual(['a', 'b']);
    });
  });

  it('takes a promise from the API client too', async () => {
    const changes = new Subject<number>();
    const states: string[] = [];
    const subscription = debouncedSaves(
      changes,
      async (value: number) => {
        if (value === 2) throw new Error('server down');
      },
      0,
    ).subscribe((state) => states.push(state));
    changes.next(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    changes.next(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(states).toEqual(['saving', 'saved', 'saving', 'failed']);
    subscription.unsubscribe();
  });
});

describe('sign-out in another tab', () => {
  it("emits when the unit's stored session is removed or the storage cleared, not for other keys", () => {
    scheduler().run(({ expectObservable, hot }) => {
      const changes = hot('a b c d', {
        a: { key: 'shop:97:session', newValue: '{"custId":"1"}' },
        b: { key: 'shop:250:session', newValue: null },
        c: { key: 'shop:97:session', newValue: null },
        d: { key: null, newValue: null },
      });
      expectObservable(signOutsFromOtherTabs(changes, 'shop:97:session')).toBe('- - x x', { x: undefined });
    });
  });
});

describe('resend timers (two-factor and one-time codes)', () => {
  it('counts down to 0, one second apart, then completes', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(resendCountdown(3)).toBe('a 999ms b 999ms c 999ms (d|)', { a: 3, b: 2, c: 1, d: 0 });
    });
  });

  it('runs the spec 59 s: 60 values, 0 at 59 s', () => {
    const left: number[] = [];
    scheduler().run(({ expectObservable }) => {
      resendCountdown(59).subscribe((value) => left.push(value));
      expectObservable(resendCountdown(59).pipe(last())).toBe('59s (z|)', { z: 0 });
    });
    expect(left).toEqual(Array.from({ length: 60 }, (_, index) => 59 - index));
  });

  it('reads the seconds left after a reload from when the code was sent', () => {
    expect(secondsLeft(1_000_000, 59, 1_000_000)).toBe(59);
    expect(secondsLeft(1_000_000, 59, 1_000_000 + 58_001)).toBe(1);
    expect(secondsLeft(1_000_000, 59, 1_000_000 + 59_000)).toBe(0);
    expect(secondsLeft(1_000_000, 59, 2_000_000)).toBe(0);
  });
});

describe('the session timed events together', () => {
  it('beats, follows another tab and signs out for inactivity on one virtual clock, and stops', () => {
    scheduler().run(({ hot, flush }) => {
      const beat = jest.fn();
      const onInactive = jest.fn();
      const onSignedOutElsewhere = jest.fn();
      const storageChanges$ = hot('10m a', { a: { key: 'shop:97:session', newValue: null } });
      const events = startSessionTimedEvents({
        heartbeatMs: 30_000,
        inactivityMs: 30 * 60_000,
        beat,
        onInactive,
        sessionKey: 'shop:97:session',
        onSignedOutElsewhere,
        storageChanges$,
      });
      hot('20m a').subscribe(() => events.touch());
      hot('70m 15s a').subscribe(() => events.stop());
      flush();
      expect(onSignedOutElsewhere).toHaveBeenCalledTimes(1);
      // Touched at 20m: inactive at 50m (+1 frame), once.
      expect(onInactive).toHaveBeenCalledTimes(1);
      // Every 30 s until stopped at 70 min 15 s.
      expect(beat).toHaveBeenCalledTimes(140);
    });
  });
});

describe("the signed-in customer's debounced cart save among the timed events", () => {
  function withCartSave(testScheduler: TestScheduler, changeMarbles: string, stopMarbles: string) {
    return testScheduler.run(({ hot, flush }) => {
      const savedAt: number[] = [];
      const listeners = new Set<() => void>();
      const events = startSessionTimedEvents({
        heartbeatMs: 30_000,
        inactivityMs: 30 * 60_000,
        beat: () => undefined,
        onInactive: () => undefined,
        sessionKey: 'shop:97:session',
        onSignedOutElsewhere: () => undefined,
        storageChanges$: hot('-'),
        cartSave: {
          onChange: (changed) => {
            listeners.add(changed);
            return () => listeners.delete(changed);
          },
          save: () => savedAt.push(testScheduler.now()),
        },
      });
      hot(changeMarbles).subscribe(() => listeners.forEach((changed) => changed()));
      hot(stopMarbles).subscribe(() => events.stop());
      flush();
      return { savedAt, listening: listeners.size };
    });
  }

  it('saves once, 2 s after the last of several changes', () => {
    expect(CART_SAVE_DEBOUNCE_MS).toBe(2000);
    // Changes at 0, 501 and 1501 ms: one save at 3501 ms; stopped (sign-out) at 1 min.
    const { savedAt, listening } = withCartSave(scheduler(), 'a 500ms b 999ms c', '1m x');
    expect(savedAt).toEqual([3501]);
    expect(listening).toBe(0);
  });

  it('saves nothing pending at sign-out, nor after it', () => {
    // Changes at 5 s and 6 s, the sign-out at 7 s (the save was due at 8 s), another change at 20 s.
    const { savedAt, listening } = withCartSave(scheduler(), '5s a 999ms b 13999ms c', '7s x');
    expect(savedAt).toEqual([]);
    expect(listening).toBe(0);
  });
});
