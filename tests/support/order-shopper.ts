import { expect } from "vitest";
import type { Db } from "../../modules/core/index.ts";
import { type CheckoutCustomer, checkoutCustomer } from "./checkout-customer.ts";
import { CookieBrowser } from "./cookie-browser.ts";
import { pickStocks } from "./stock-fixtures.ts";
import type { TestApp } from "./test-app.ts";

/** The password checkoutCustomer registers its customers with. */
const PASSWORD = "long enough password";

/** A checkout customer (address and card) and a browser without JavaScript signed in as them. */
export async function signedInBuyer(
  t: TestApp,
  now: Date,
  options: { card?: string | null } = {},
): Promise<{ buyer: CheckoutCustomer; browser: CookieBrowser }> {
  const buyer = await checkoutCustomer(t.database.db, t.services.paymentGateway, { now, ...options });
  const browser = new CookieBrowser(t.app);
  expect((await browser.post("/login", { email: buyer.email, password: PASSWORD })).status).toBe(303);
  return { buyer, browser };
}

/** Stock ids of retail items (no gift cards) with a few units on hand, to buy one at a time. */
export async function retailStockIds(db: Db, count: number): Promise<number[]> {
  return (await pickStocks(db, { kind: "retail", moreThan: 5, count })).map((stock) => stock.stockId);
}
