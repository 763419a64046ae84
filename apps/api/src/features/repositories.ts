import type { Db } from '../db/database';
import { CartRepository } from './cart/cart-repository';

/** The feature groups' repositories: their queries, one instance per server (see Services). */
export function featureRepositories(db: Db, now: () => number) {
  return {
    carts: new CartRepository(db, now),
  };
}
