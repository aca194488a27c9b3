import { configureCheckout, orderingCustomer, placeOrder } from "../../modules/checkout/index.server.ts";
import { deliverOrder, processOrder, shipOrder } from "../../modules/orders/index.server.ts";
import type { Services } from "../../modules/services/index.server.ts";
import type { CheckoutCustomer } from "./checkout-customer.ts";

/**
 * Places an order of the stock items given (one unit each unless said) for a checkout customer,
 * through checkout as a shopper does: the bag, the purchase, the order. Answers the order id.
 */
export async function placeTestOrder(
  services: Pick<Services, "db" | "paymentGateway" | "mailDispatcher" | "marketplaces" | "telemetry">,
  buyer: CheckoutCustomer,
  items: readonly (number | { stockId: number; quantity: number })[],
  now: Date,
  change: Parameters<typeof configureCheckout>[2] = {},
): Promise<string> {
  for (const item of items) {
    if (typeof item === "number") await buyer.add(item);
    else await buyer.add(item.stockId, item.quantity);
  }
  const marketplace = services.marketplaces[0];
  if (!marketplace) throw new Error("no marketplace");
  const customer = { customerId: buyer.customerId, marketplace: marketplace.subsiteId };
  const { purchase } = await configureCheckout(services.db, customer, change, now, services.telemetry);
  const placed = await placeOrder(
    services,
    orderingCustomer(
      { customerId: buyer.customerId, email: buyer.email, firstName: "Bea", name: "Bea Buyer" },
      marketplace,
    ),
    { purchaseId: purchase.purchaseId, versionNumber: purchase.versionNumber },
    now,
  );
  return placed.orderId;
}

/**
 * Places an order (as placeTestOrder) and has the warehouse process, ship and deliver it a minute
 * apart, as the operators' command would. Answers the order id.
 */
export async function deliveredTestOrder(
  services: Pick<Services, "db" | "paymentGateway" | "mailDispatcher" | "marketplaces" | "telemetry">,
  buyer: CheckoutCustomer,
  items: readonly (number | { stockId: number; quantity: number })[],
  now: Date,
  change: Parameters<typeof configureCheckout>[2] = {},
): Promise<string> {
  const orderId = await placeTestOrder(services, buyer, items, now, change);
  const minute = (n: number) => new Date(now.getTime() + n * 60_000);
  await processOrder(services, orderId, minute(1));
  await shipOrder(services, orderId, null, minute(2));
  await deliverOrder(services, orderId, minute(3));
  return orderId;
}
