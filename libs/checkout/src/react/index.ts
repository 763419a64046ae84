// Placing an order from a checkout page (consumer and business): order -> confirmation -> the result page
// or the provider's page, with the attempt's idempotency keys kept for the tab.
export {
  usePlaceOrder,
  type PlaceOrderEnvironment,
  type PlaceOrderFailure,
  type PlaceOrderInput,
  type PlaceOrderStep,
} from './use-place-order';
export { cartOrderSource, type OrderSource } from './order-source';
export type { CreatedOrder, OrderConfirmation, StartedPayment } from './order-calls';
