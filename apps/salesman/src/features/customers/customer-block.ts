import type { SALESMAN_ORDER_BLOCKS } from '@shop/contracts';

// Spec 1 section 6: a customer's contract type can block a salesman's order. The API decides it
// (orderBlock) and refuses the order the same way; the page says it with the spec's two texts.

export type CustomerBlock = (typeof SALESMAN_ORDER_BLOCKS)[number];

export const CUSTOMER_BLOCK_TEXT_KEYS: Readonly<Record<CustomerBlock, string>> = {
  notVerified: 'salesman:errors.salesman.clientNotVerified',
  enCompte: 'salesman:errors.salesman.clientEnCompte',
};
