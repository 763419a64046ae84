import { createHeartbeat } from './heartbeat';
import { systemTimers } from './timers';

describe('heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('beats every interval until stopped', () => {
    const beat = jest.fn();
    const heartbeat = createHeartbeat({ intervalMs: 30_000, timers: systemTimers, beat });
    heartbeat.start();
    jest.advanceTimersByTime(29_999);
    expect(beat).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(3);
    heartbeat.stop();
    jest.advanceTimersByTime(120_000);
    expect(beat).toHaveBeenCalledTimes(3);
    expect(heartbeat.isRunning()).toBe(false);
  });

  it('keeps beating after a failed beat', async () => {
    const beat = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => {
        throw new Error('boom');
      });
    const heartbeat = createHeartbeat({ intervalMs: 30_000, timers: systemTimers, beat });
    heartbeat.start();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(beat).toHaveBeenCalledTimes(3);
    heartbeat.stop();
  });

  it('does not double the beat when started twice', () => {
    const beat = jest.fn();
    const heartbeat = createHeartbeat({ intervalMs: 30_000, timers: systemTimers, beat });
    heartbeat.start();
    heartbeat.start();
    jest.advanceTimersByTime(30_000);
    expect(beat).toHaveBeenCalledTimes(1);
    heartbeat.stop();
  });
});
