import type { RefObject } from 'react';

/**
 * Moves the focus to the button inside a wrapper. @shop/ui's Button takes no ref, so the places
 * that hand the focus back after a dialog or a form wrap it in a `display: contents` span.
 */
export function focusButtonIn(wrapper: RefObject<HTMLElement | null>): void {
  wrapper.current?.querySelector('button')?.focus();
}

export const contentsCss = { display: 'contents' } as const;
