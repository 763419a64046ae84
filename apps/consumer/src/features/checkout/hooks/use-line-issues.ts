import { useMemo } from 'react';
import type { CartItem } from '@shop/cart-engine';
import type { Translate } from '@shop/validation';
import { formatValidationMessage, isMessageKey, renderIssueMessage } from '@shop/validation';
import { orderLineIndexOfItems, orderLineOfIssue } from '@shop/checkout';
import type { PlaceOrderFailure } from '@shop/checkout/react';

/** The order's refusals by field (orderLines.N.field), placed beside the cart lines they came from. */
export function useLineIssues(
  items: CartItem[],
  failure: PlaceOrderFailure | null,
  t: Translate,
): ReadonlyMap<number, string[]> {
  return useMemo(() => {
    const byLine = new Map<number, string[]>();
    if (!failure || failure.step !== 'order') return byLine;
    const orderLineOf = orderLineIndexOfItems(items);
    for (const issue of failure.error.issues ?? []) {
      const orderLine = orderLineOfIssue(issue.path);
      if (orderLine === null) continue;
      const message =
        issue.key && isMessageKey(issue.key)
          ? formatValidationMessage(issue.key, issue.params, t)
          : renderIssueMessage(issue.message, t);
      orderLineOf.forEach((line, itemIndex) => {
        if (line !== orderLine) return;
        const list = byLine.get(itemIndex) ?? [];
        if (!list.includes(message)) list.push(message);
        byLine.set(itemIndex, list);
      });
    }
    return byLine;
  }, [items, failure, t]);
}
