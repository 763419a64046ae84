import { deleteCart, getCart, saveCart } from '@shop/contracts';
import { openJson, sealJson } from '@shop/envelope';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { ActiveSession } from '../auth/session-store';

function accountOf(session: ActiveSession | null): number {
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  return session.accountId;
}

/** A sealed cart opens only for the account it was saved for. */
function cartBinding(accountId: number): string {
  return `cart:${accountId}`;
}

export const saveCartHandler = handler(saveCart, async ({ input, session, services }) => {
  const accountId = accountOf(session);
  const sealedCart = await sealJson(services.cartKey, input.cartData, cartBinding(accountId));
  const updatedAt = await services.carts.save(accountId, sealedCart);
  return { saved: true as const, updatedAt };
});

export const getCartHandler = handler(getCart, async ({ session, services }) => {
  const accountId = accountOf(session);
  const sealedCart = await services.carts.sealedCartOf(accountId);
  if (sealedCart === null) return { cartData: null };
  return { cartData: (await openJson(services.cartKey, sealedCart, cartBinding(accountId))) as string };
});

export const deleteCartHandler = handler(deleteCart, async ({ session, services }) => {
  await services.carts.remove(accountOf(session));
  return { deleted: true as const };
});

export const CART_HANDLERS = [saveCartHandler, getCartHandler, deleteCartHandler];
