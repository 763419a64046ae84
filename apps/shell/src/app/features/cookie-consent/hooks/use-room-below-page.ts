import { useEffect, type RefObject } from 'react';

/**
 * Keeps room under the page for a panel fixed at the bottom of the screen, as tall as the panel: the
 * page can scroll its last lines out from under it, and an element that takes the focus is scrolled
 * above it (scroll-padding), so the panel never hides the focused element (WCAG 2.2 2.4.11). The
 * room is added after everything else, so nothing on the page moves when the panel appears.
 */
export function useRoomBelowPage(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const { documentElement, body } = document;
    const keepRoom = (height: number) => {
      const room = `${Math.ceil(height)}px`;
      body.style.paddingBottom = room;
      documentElement.style.scrollPaddingBottom = room;
    };
    // The observer reports the panel's size from the browser's own next layout: measuring it here would force
    // a layout of the whole page while it starts. Without an observer (jsdom), measured once.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => keepRoom(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height));
    if (observer) observer.observe(element);
    else keepRoom(element.getBoundingClientRect().height);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      documentElement.style.scrollPaddingBottom = '';
    };
  }, [panel]);
}
