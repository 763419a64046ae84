import type { ApiResult, CallOptions } from '@shop/api-client';
import type { CartItem } from '@shop/cart-engine';
import { orderLineDrafts, type SharedLineFields } from '../checkout-plan';
import { sendOrder } from './order-calls';

/**
 * What an order is made of and how it is created unpaid: cart lines (createOrder), or, for a business,
 * a checked file or a quotation. The same signature keeps the attempt's order and its idempotency key.
 */
export interface OrderSource {
  signature: string;
  create(options: CallOptions): Promise<ApiResult<{ orderNo: string }>>;
}

/** An order of cart lines (createOrder), each line with the fields all share (a business's invoicing address). */
export function cartOrderSource(
  items: CartItem[],
  { custId, shared = {} }: { custId?: string; shared?: SharedLineFields },
): OrderSource {
  const orderLines = orderLineDrafts(items, shared);
  return {
    signature: JSON.stringify(orderLines),
    create: (options) => sendOrder({ custId, orderLines }, options),
  };
}
