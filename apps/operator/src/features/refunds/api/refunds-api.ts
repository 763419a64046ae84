import type { ApiResult } from '@shop/api-client';
import { getRefundableOrder, refundOrder, type RequestOf, type ResponseOf } from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';

// An order of a unit as a refund sees it, and the refund itself (idempotent: its key is kept for a retry).

export type RefundableOrder = ResponseOf<typeof getRefundableOrder>;
export type RefundAnswer = ResponseOf<typeof refundOrder>;
export type RefundRequest = Omit<RequestOf<typeof refundOrder>, 'buId' | 'orderNo'>;

export const fetchRefundableOrder = (buId: string, orderNo: string): Promise<ApiResult<RefundableOrder>> =>
  operatorApi().call(getRefundableOrder, { buId, orderNo });

/** The same `idempotencyKey` for a retry of the same refund: the API then gives back once. */
export const sendRefund = (
  buId: string,
  orderNo: string,
  refund: RefundRequest,
  idempotencyKey: string,
): Promise<ApiResult<RefundAnswer>> =>
  operatorApi().call(refundOrder, { buId, orderNo, ...refund }, { idempotencyKey });
