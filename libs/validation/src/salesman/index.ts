export * from './salesman-limits';
export * from './salesman-order-rules';
