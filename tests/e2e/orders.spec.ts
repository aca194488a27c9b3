import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { findInOutbox } from "../support/outbox.ts";
import {
  BOSTON,
  backAtCheckout,
  fillAddress,
  fillCard,
  hydrated,
  openStep,
  orderSummary,
  proceedToCheckout,
  registeredShopper,
} from "./support/checkout-shopper.ts";

// After the purchase, as a shopper lives it: an order of two items placed, found in Order History,
// opened, one item cancelled, and the other followed once the store's warehouse (the fulfilment
// clock, its waits shortened in playwright.config.ts) ships it; then the link of the confirmation
// mail opens the order in a browser that never signed in.

const ORDER_NUMBER = /\d{3}-\d{7}-\d{7}/;

/** Two in-stock sizes of two different products, found through the store's own API. */
async function twoStockIds(request: APIRequestContext): Promise<[number, number]> {
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
    if (found.length === 2) return [found[0] ?? 0, found[1] ?? 0];
  }
  throw new Error("not two products with stock");
}

async function placeTwoItemOrder(
  page: Page,
  request: APIRequestContext,
): Promise<{ email: string; orderId: string }> {
  const shopper = await registeredShopper(page, "Olive Orders");
  // A page first: the visit gives this browser its guest session, which the bag belongs to.
  await page.goto("/cart");
  for (const stockId of await twoStockIds(request)) {
    // The bag's plain form, as a browser without JavaScript posts it, in this browser's session.
    const added = await page.request.post("/cartAddItem.do", {
      form: { stockId: String(stockId), quantity: "1" },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem")).toHaveCount(2, {
    timeout: 30_000,
  });
  await hydrated(page);
  await proceedToCheckout(page, true, shopper);
  await openStep(page, true, "Add New Address", "Add New Address");
  await fillAddress(page, { ...BOSTON, fullName: "Olive Orders" });
  await page.getByRole("button", { name: "Save Address" }).click();
  await backAtCheckout(page, true);
  await openStep(page, true, "Add New Card", "Add New Card");
  await fillCard(page, true, { name: "Olive Orders", number: "4242424242424242", cvv: "123" });
  await page.getByRole("button", { name: "Add Card" }).click();
  await backAtCheckout(page, true);
  await orderSummary(page).getByRole("button", { name: "Place Your Order" }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f]{24}$/, { timeout: 60_000 });
  const number = await page.getByText(/^Order number: /).textContent();
  const orderId = ORDER_NUMBER.exec(number ?? "")?.[0];
  if (!orderId) throw new Error("no order number on the confirmation page");
  return { email: shopper.email, orderId };
}

test("a customer finds an order, cancels one item, follows the other's shipment; the mailed link opens it signed out", async ({
  page,
  request,
  browser,
}) => {
  // The warehouse ships two minutes after processing starts: the test waits for it.
  test.setTimeout(420_000);
  const { email, orderId } = await placeTwoItemOrder(page, request);

  // Order History, from the account overview.
  await page.goto("/account");
  await page.getByRole("main").getByRole("link", { name: "Order History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible({
    timeout: 30_000,
  });
  await hydrated(page);
  await page.getByRole("link", { name: `View Order ${orderId}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Information" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("main")).toContainText(orderId);

  // Cancel the first item, with a reason.
  await hydrated(page);
  await page.getByRole("link", { name: "Cancel Items" }).click();
  const items = page.getByRole("group", { name: "Items to cancel" });
  await expect(items.getByRole("checkbox")).toHaveCount(2, { timeout: 30_000 });
  await hydrated(page);
  await items.getByRole("checkbox").first().check();
  await page.getByLabel("Reason for cancelling").selectOption("no-longer-want");
  await page.getByRole("button", { name: "Cancel Selected Items" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your cancellation is confirmed." })).toBeVisible({
    timeout: 30_000,
  });

  // The other item ships when the warehouse gets to it: the shopper looks again now and then.
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("main")).toContainText("cancelled", { timeout: 30_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("link", { name: /^Track Package/ })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  await page.getByRole("link", { name: /^Track Package/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipment Tracking" })).toBeVisible({
    timeout: 30_000,
  });
  const history = page.getByRole("list", { name: "Tracking history, newest first" });
  await expect(history.getByRole("listitem").last()).toContainText("In transit");
  await expect(page.getByRole("main")).toContainText("UPS");

  // The confirmation mail's link, in a browser that never signed in.
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = await findInOutbox(
          email,
          new RegExp(`http://[^\\s/]+/orders/${orderId}\\?token=[A-Za-z0-9_-]{43}`),
        );
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    const url = new URL(link ?? "");
    await guestPage.goto(`${url.pathname}${url.search}`);
    await expect(guestPage.getByRole("heading", { level: 1, name: "Order Information" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(guestPage.getByRole("main")).toContainText(orderId);
    await expect(guestPage.getByRole("link", { name: "Sign In" })).toBeVisible();
  } finally {
    await guest.close();
  }
});
