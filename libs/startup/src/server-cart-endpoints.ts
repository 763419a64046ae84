// The server cart's calls, loaded on the first call (a signed-in customer's cart): a guest's page never needs them.
export { deleteCart, getCart, saveCart } from '@shop/contracts';
