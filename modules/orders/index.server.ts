export { orderedStockIds } from "./order-history.server.ts";
