import { QUOTATION_VALIDITY_DAYS } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { callersOrder } from './order-access';
import type { Order } from './order-repository';

/** The member's own quotation still on their list, or 58001 (another's looks like none). */
export async function callersQuotation(call: Call<{ orderNo: string; custId: string }>): Promise<Order> {
  if (!call.session || call.input.custId !== call.session.custId) throw new ApiFailure('NO_AUTHORIZED');
  const order = await callersOrder(call);
  if (order.kind !== 'quotation' || order.isDisabled) throw new ApiFailure('ORDER_NOT_FOUND');
  return order;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a quotation can be ordered at its prices (decision 0025). */
export const quotationValidUntil = (quotation: Pick<Order, 'createdAt'>) =>
  new Date(quotation.createdAt.getTime() + QUOTATION_VALIDITY_DAYS * DAY_MS);
