// The checkout's decisions, free of React and I/O (the means offered, the confirmation's mean, where the
// buyer goes next, the order lines of a cart). Placing the order is @shop/checkout/react.
export * from './checkout-plan';
