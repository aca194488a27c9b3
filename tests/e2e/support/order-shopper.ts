import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  BOSTON,
  backAtCheckout,
  fillAddress,
  hydrated,
  openStep,
  placeWithNewCard,
  proceedToCheckout,
  registeredShopper,
} from "./checkout-shopper.ts";

const ORDER_NUMBER = /\d{3}-\d{7}-\d{7}/;

/** In-stock sizes of `count` different products, found through the store's own API. */
async function stockIdsOf(request: APIRequestContext, count: number): Promise<number[]> {
  const search = await (await request.get("/Search/v2?term=sneakers&limit=100")).json();
  const found: number[] = [];
  // A product can have several cards (one per colour): each product is asked once.
  const products = new Set((search.results as { productId: number }[]).map((card) => card.productId));
  for (const productId of products) {
    const bundle = await (await request.get(`/v3/productBundle?productId=${productId}`)).json();
    const stock = (bundle.styles as { stocks: { stockId: number; onHand: number }[] }[])
      .flatMap((style) => style.stocks)
      .find((s) => s.onHand >= 3);
    if (stock) found.push(stock.stockId);
    if (found.length === count) return found;
  }
  throw new Error(`not ${count} products with stock`);
}

/**
 * A new customer registers, puts `count` items of different products in the bag and orders them
 * with a new address and card, as orders.spec and returns.spec need. Answers the email and the
 * order number from the confirmation page.
 */
export async function placeOrderOf(
  page: Page,
  request: APIRequestContext,
  name: string,
  count: number,
): Promise<{ email: string; orderId: string }> {
  const shopper = await registeredShopper(page, name);
  // A page first: the visit gives this browser its guest session, which the bag belongs to.
  await page.goto("/cart");
  for (const stockId of await stockIdsOf(request, count)) {
    // The bag's plain form, as a browser without JavaScript posts it, in this browser's session.
    const added = await page.request.post("/cartAddItem.do", {
      form: { stockId: String(stockId), quantity: "1" },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem")).toHaveCount(
    count,
    {
      timeout: 30_000,
    },
  );
  await hydrated(page);
  await proceedToCheckout(page, true, shopper);
  await openStep(page, true, "Add New Address", "Add New Address");
  await fillAddress(page, { ...BOSTON, fullName: name });
  await page.getByRole("button", { name: "Save Address" }).click();
  await backAtCheckout(page, true);
  await placeWithNewCard(page, name);
  const number = await page.getByText(/^Order number: /).textContent();
  const orderId = ORDER_NUMBER.exec(number ?? "")?.[0];
  if (!orderId) throw new Error("no order number on the confirmation page");
  return { email: shopper.email, orderId };
}
