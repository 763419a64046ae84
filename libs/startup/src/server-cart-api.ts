import type { ApiClient, ApiResult } from '@shop/api-client';
import { cartDataOf, cartSnapshotFromCartData, type ServerCartApi } from '@shop/cart-engine';

export class ServerCartCallFailed extends Error {}

const endpoints = () => import('./server-cart-endpoints');

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ServerCartCallFailed(result.error.message);
  return result.data;
}

/** The cart lib's server cart calls (/v1/member/cart) for the signed-in customer, through the API client. */
export function serverCartApi(api: Pick<ApiClient, 'call'>, custIdOf: () => string | null | undefined): ServerCartApi {
  const custId = () => {
    const id = custIdOf();
    if (!id) throw new ServerCartCallFailed('No signed-in customer');
    return id;
  };
  return {
    async save(snapshot) {
      const { saveCart } = await endpoints();
      dataOf(await api.call(saveCart, { custId: custId(), cartData: cartDataOf(snapshot) }));
    },
    async fetch() {
      const { getCart } = await endpoints();
      return cartSnapshotFromCartData(dataOf(await api.call(getCart, { custId: custId() })).cartData);
    },
    async remove() {
      const { deleteCart } = await endpoints();
      dataOf(await api.call(deleteCart, { custId: custId() }));
    },
  };
}
