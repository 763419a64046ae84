/** Customer type codes for accounts (spec 2 section 6): consumer, business, salesman. */
export const CUSTOMER_TYPES = ['C', 'B', 'S'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
