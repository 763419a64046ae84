import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import type { ActiveSession } from '../auth/session-store';
import type { Order } from './order-repository';

/**
 * A member's order is its member's only; a guest's order is reachable by its random number (the only
 * thing the guest holds). Someone else's order answers like an unknown one.
 */
export function assertOrderOwner(order: Order, session: ActiveSession | null): void {
  if (order.accountId !== null && order.accountId !== session?.accountId) throw new ApiFailure('ORDER_NOT_FOUND');
}

/** The call's order by number, in the call's unit, when the caller may see it. */
export async function callersOrder(call: Call<{ orderNo: string; custId?: string }>): Promise<Order> {
  if (call.input.custId !== undefined && call.input.custId !== call.session?.custId)
    throw new ApiFailure('NO_AUTHORIZED');
  const order = await call.services.orders.findByNo(call.unit.buId, call.input.orderNo);
  if (!order) throw new ApiFailure('ORDER_NOT_FOUND');
  assertOrderOwner(order, call.session);
  return order;
}
