import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps room under the page for a panel fixed at the bottom of the screen, as tall as the panel: the
 * page can scroll its last lines out from under it, and an element that takes the focus is scrolled
 * above it (scroll-padding), so the panel never hides the focused element (WCAG 2.2 2.4.11). The
 * room is added after everything else, so nothing on the page moves when the panel appears.
 */
export function useRoomBelowPage(panel: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const { documentElement, body } = document;
    const keepRoom = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      body.style.paddingBottom = height;
      documentElement.style.scrollPaddingBottom = height;
    };
    keepRoom();
    // Browsers without ResizeObserver (and jsdom) keep the room measured once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepRoom);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      documentElement.style.scrollPaddingBottom = '';
    };
  }, [panel]);
}
