import { API_ERRORS } from '@shop/contracts';
import type { CartSnapshot } from '@shop/cart-engine';
import { ServerCartCallFailed, serverCartApi } from './server-cart-api';
import { recordingApi } from './test-api';

const snapshot = { cartItems: [], salesmanCustomerContractType: 3 } as CartSnapshot;

describe('the server cart of the signed-in customer', () => {
  it('saves the cart as cartData JSON for the customer', async () => {
    const { api, calls } = recordingApi({
      saveCart: () => ({ ok: true, status: 200, data: { saved: true, updatedAt: 1 } }),
    });
    await serverCartApi(api, () => '1001').save(snapshot);
    expect(calls).toEqual([{ endpoint: 'saveCart', input: { custId: '1001', cartData: JSON.stringify(snapshot) } }]);
  });

  it('fetches the stored cart, or none', async () => {
    let cartData: string | null = JSON.stringify(snapshot);
    const { api } = recordingApi({ getCart: () => ({ ok: true, status: 200, data: { cartData } }) });
    const server = serverCartApi(api, () => '1001');
    expect(await server.fetch()).toEqual(snapshot);
    cartData = null;
    expect(await server.fetch()).toBeNull();
  });

  it('deletes the stored cart', async () => {
    const { api, calls } = recordingApi({ deleteCart: () => ({ ok: true, status: 200, data: { deleted: true } }) });
    await serverCartApi(api, () => '1001').remove();
    expect(calls).toEqual([{ endpoint: 'deleteCart', input: { custId: '1001' } }]);
  });

  it("a refused call rejects with the server's message, so the cart shows its failure flag", async () => {
    const { api } = recordingApi({ saveCart: () => ({ ok: false, status: 401, error: API_ERRORS.NO_AUTHORIZED }) });
    await expect(serverCartApi(api, () => '1001').save(snapshot)).rejects.toThrow(
      new ServerCartCallFailed(API_ERRORS.NO_AUTHORIZED.message),
    );
  });

  it('without a signed-in customer nothing is sent', async () => {
    const { api, calls } = recordingApi();
    await expect(serverCartApi(api, () => null).fetch()).rejects.toThrow(ServerCartCallFailed);
    expect(calls).toEqual([]);
  });
});
