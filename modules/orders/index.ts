export { isOrderId, ORDER_ID_PATTERN } from "./order-id.ts";
