/** The events that count as the user being active. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Calls `onActivity` on user activity in `target` until the returned function is called. */
export function trackActivity(target: EventTarget, onActivity: () => void): () => void {
  const listener = () => onActivity();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, { capture: true });
  };
}
