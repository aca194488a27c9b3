export { subscriptionRoutes } from "./api.server.ts";
export {
  listStockSubscriptions,
  MAX_STOCK_SUBSCRIPTIONS,
  STOCK_MESSAGES,
  subscribeToStock,
} from "./stock.server.ts";
