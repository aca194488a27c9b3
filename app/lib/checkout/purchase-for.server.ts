import { type AppLoadContext, redirect } from "react-router";
import {
  type CheckoutAnswer,
  type CheckoutCustomer,
  type ConfigureChange,
  configureCheckout,
} from "../../../modules/checkout/index.server.ts";
import { isAppError } from "../../../modules/core/index.ts";
import type { requireCustomer } from "../auth.server.ts";

/** The checkout's base path, the initiate step (spec 2 section 2). */
export const CHECKOUT_BASE = "/checkout";

/** Errors that belong to the bag, not to checkout: the shopper goes back to it (spec 2 section 8). */
const CART_ERRORS: ReadonlySet<string> = new Set(["checkout.cart.empty"]);

export type Customer = Awaited<ReturnType<typeof requireCustomer>>;

/** The signed-in customer as checkout knows them: who, in this request's marketplace. */
export const checkoutCustomer = (customer: Customer, context: AppLoadContext): CheckoutCustomer => ({
  customerId: customer.customerId,
  marketplace: context.marketplace.subsiteId,
});

/** A bag error (an empty bag) sends the shopper back to the bag (a thrown redirect); any other is the caller's. */
export function sendBackToBag(error: unknown): void {
  if (isAppError(error) && CART_ERRORS.has(error.code)) throw redirect("/cart", 303);
}

/** The purchase, opened or read (and changed), with a bag error (an empty bag) sent back to the bag. */
export function purchaseFor(
  context: AppLoadContext,
  customer: Customer,
  change: ConfigureChange & { purchaseId?: string } = {},
): Promise<CheckoutAnswer> {
  return configureCheckout(
    context.db,
    checkoutCustomer(customer, context),
    change,
    context.now(),
    context.telemetry,
  ).catch((error: unknown) => {
    sendBackToBag(error);
    throw error;
  });
}
