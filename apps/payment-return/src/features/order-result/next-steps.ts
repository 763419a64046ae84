import type { OrderResult } from '@shop/contracts';

/** One sentence of "what happens next", as a key of the orderResult texts and its values. */
export interface NextStep {
  key: string;
  values?: Record<string, string>;
}

const DOCUMENT_TYPES = ['PDF', 'Zip', 'CardFile', 'URLFile'];
const CHANNEL_KEY: Readonly<Record<string, string>> = { SMS: 'sms', BOTH: 'both' };

/** Today's date (YYYY-MM-DD) in a time zone; the UTC date for an unknown zone. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * What happens to a paid order's cards, once per kind of delivery (decision 0011): posted cards stay
 * locked until the buyer unlocks them; documents are emailed to the buyer; emails and SMS go to the
 * receivers, at once or on their delivery date.
 */
export function nextStepsOf(order: OrderResult, now: Date): NextStep[] {
  const steps = new Map<string, NextStep>();
  for (const line of order.orderLines) {
    if (line.kind !== 'D') {
      const key = order.isUnlocked ? 'next.postUnlocked' : 'next.post';
      steps.set(key, { key });
    } else if (DOCUMENT_TYPES.includes(line.deliverType)) {
      steps.set('next.document', { key: 'next.document' });
    } else {
      const channel = CHANNEL_KEY[line.deliverType] ?? 'email';
      const later = line.deliverDate && line.deliverDate > todayIn(line.deliverTimeZone, now);
      const key = later ? `next.scheduled.${channel}` : `next.now.${channel}`;
      const values = later ? { date: line.deliverDate } : undefined;
      steps.set(`${key}|${line.deliverDate}`, { key, ...(values ? { values } : {}) });
    }
  }
  return [...steps.values()];
}
