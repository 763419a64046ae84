import { trackActivity } from './activity-events';

describe('activity tracking', () => {
  it('reports key presses, pointer moves and scrolls until stopped', () => {
    const onActivity = jest.fn();
    const stop = trackActivity(window, onActivity);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('scroll'));
    expect(onActivity).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event('pointermove'));
    expect(onActivity).toHaveBeenCalledTimes(3);
  });

  it('ignores events that are not user activity', () => {
    const onActivity = jest.fn();
    const stop = trackActivity(window, onActivity);
    window.dispatchEvent(new Event('resize'));
    expect(onActivity).not.toHaveBeenCalled();
    stop();
  });
});
