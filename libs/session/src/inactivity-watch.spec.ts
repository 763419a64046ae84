import { createInactivityWatch } from './inactivity-watch';
import { systemTimers } from './timers';

const MINUTE = 60 * 1000;

describe('inactivity watch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires once after the timeout without activity', () => {
    const onInactive = jest.fn();
    const watch = createInactivityWatch({ timeoutMs: 30 * MINUTE, timers: systemTimers, onInactive });
    watch.start();
    jest.advanceTimersByTime(30 * MINUTE - 1);
    expect(onInactive).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onInactive).toHaveBeenCalledTimes(1);
    expect(watch.isRunning()).toBe(false);
    jest.advanceTimersByTime(60 * MINUTE);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('counts the timeout from the last activity', () => {
    const onInactive = jest.fn();
    const watch = createInactivityWatch({ timeoutMs: 30 * MINUTE, timers: systemTimers, onInactive });
    watch.start();
    jest.advanceTimersByTime(20 * MINUTE);
    watch.touch();
    jest.advanceTimersByTime(29 * MINUTE);
    expect(onInactive).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1 * MINUTE);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped, and ignores activity while stopped', () => {
    const onInactive = jest.fn();
    const watch = createInactivityWatch({ timeoutMs: 30 * MINUTE, timers: systemTimers, onInactive });
    watch.start();
    watch.stop();
    watch.touch();
    expect(watch.isRunning()).toBe(false);
    jest.advanceTimersByTime(60 * MINUTE);
    expect(onInactive).not.toHaveBeenCalled();
  });
});
