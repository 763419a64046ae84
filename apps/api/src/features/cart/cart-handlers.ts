import { deleteCart, getCart, saveCart } from '@shop/contracts';
import { openJson, sealJson } from '@shop/envelope';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
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
  const updatedAt = new Date(services.now());
  await services.db
    .insert(carts)
    .values({ accountId, sealedCart, updatedAt })
    .onConflictDoUpdate({ target: carts.accountId, set: { sealedCart, updatedAt } });
  return { saved: true as const, updatedAt: updatedAt.getTime() };
});

export const getCartHandler = handler(getCart, async ({ session, services }) => {
  const accountId = accountOf(session);
  const [row] = await services.db.select().from(carts).where(eq(carts.accountId, accountId));
  if (!row) return { cartData: null };
  return { cartData: (await openJson(services.cartKey, row.sealedCart, cartBinding(accountId))) as string };
});

export const deleteCartHandler = handler(deleteCart, async ({ session, services }) => {
  await services.db.delete(carts).where(eq(carts.accountId, accountOf(session)));
  return { deleted: true as const };
});

export const CART_HANDLERS = [saveCartHandler, getCartHandler, deleteCartHandler];
