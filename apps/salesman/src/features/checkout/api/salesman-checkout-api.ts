import { shopApi, type ApiResult } from '@shop/api-client';
import { priceSalesmanOrder, salesmanCheckout, type ResponseOf } from '@shop/contracts';
import type { SalesmanOrderRequest } from '../salesman-order';

export type SalesmanOrderPrices = ResponseOf<typeof priceSalesmanOrder>;
export type PlacedSalesmanOrder = ResponseOf<typeof salesmanCheckout>;

/** The server's prices of the draft (nothing stored): what the customer will owe, and the commission. */
export const priceOrder = (request: SalesmanOrderRequest): Promise<ApiResult<SalesmanOrderPrices>> =>
  shopApi().call(priceSalesmanOrder, request);

/** Places the order for the customer; the same key repeats the same attempt (a retry never orders twice). */
export const placeOrder = (
  request: SalesmanOrderRequest,
  paymentMean: string,
  idempotencyKey: string,
): Promise<ApiResult<PlacedSalesmanOrder>> =>
  shopApi().call(
    salesmanCheckout,
    { ...request, paymentMean: paymentMean as PlacedSalesmanOrder['paymentMean'] as never },
    { idempotencyKey },
  );
