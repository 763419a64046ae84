import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift the browser reported, with the elements that moved (for a readable failure). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

interface ShiftRecorder {
  shifts: LayoutShift[];
  observer: PerformanceObserver;
}

/**
 * Registers a layout-shift observer in every document of the context before any page script runs
 * (buffered, so a shift reported before it was attached still counts). Shifts right after the
 * visitor's own input (hadRecentInput) are left out, as CLS leaves them out.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!node || !(node instanceof Element)) return node ? node.nodeName : '(removed)';
      const id = node.id ? `#${node.id}` : '';
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const shifts: LayoutShift[] = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __layoutShifts: ShiftRecorder }).__layoutShifts = { shifts, observer };
  });
}

/**
 * The shifts of the page so far, once the frames drawn up to now have been reported: two animation
 * frames let the last one's shifts reach the observer, and takeRecords() collects what is still queued.
 */
export async function layoutShiftsOf(page: Page): Promise<{ sum: number; shifts: LayoutShift[] }> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorder = (window as unknown as { __layoutShifts: ShiftRecorder }).__layoutShifts;
    for (const entry of recorder.observer.takeRecords() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    }[]) {
      if (!entry.hadRecentInput) recorder.shifts.push({ value: entry.value, sources: [] });
    }
    const sum = recorder.shifts.reduce((total, shift) => total + shift.value, 0);
    return { sum: Math.round(sum * 10_000) / 10_000, shifts: recorder.shifts };
  });
}
