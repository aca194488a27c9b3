export { checkoutRoutes } from "./api.server.ts";
export {
  type ExpressCheckoutAnswer,
  type ExpressCheckoutServices,
  expressCheckout,
} from "./express-checkout.server.ts";
export { orderPlacedMails } from "./order-placed-mail.server.ts";
export {
  type OrderingCustomer,
  orderingCustomer,
  PLACE_ORDER_ANSWERS,
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
  placeOrder,
} from "./place-order.server.ts";
export { purchaseToApi } from "./purchase-api.server.ts";
export {
  CHECKOUT_ANSWERS,
  type CheckoutAnswer,
  type CheckoutCustomer,
  type ConfigureChange,
  configureCheckout,
  PURCHASE_ID_PATTERN,
} from "./purchases.server.ts";
