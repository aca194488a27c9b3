import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
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

// An exchange, as a shopper lives it: one pair ordered, delivered by the store's warehouse (the
// fulfilment clock, its waits shortened in playwright.config.ts), then swapped for another size on
// /exchange; the new order shows the new size.

const ORDER_NUMBER = /\d{3}-\d{7}-\d{7}/;

interface BundleStyle {
  color: string;
  price: { cents: number };
  stocks: { stockId: number; onHand: number }[];
}

/**
 * A colour of a product with two sizes in stock, found through the store's own API: one to buy, one
 * to swap for; and another colour of it in stock, no dearer (so the exchange offers it too).
 */
async function styleWithTwoSizes(
  request: APIRequestContext,
): Promise<{ stockId: number; color: string; otherColor: string }> {
  const search = await (await request.get("/Search/v2?term=sneakers&limit=100")).json();
  const products = new Set((search.results as { productId: number }[]).map((card) => card.productId));
  for (const productId of products) {
    const bundle = await (await request.get(`/v3/productBundle?productId=${productId}`)).json();
    const styles = bundle.styles as BundleStyle[];
    for (const style of styles) {
      const inStock = style.stocks.filter((stock) => stock.onHand >= 3);
      const other = styles.find(
        (o) =>
          o.color !== style.color &&
          o.price.cents <= style.price.cents &&
          o.stocks.some((stock) => stock.onHand >= 1),
      );
      if (inStock.length >= 2 && inStock[0] && other) {
        return { stockId: inStock[0].stockId, color: style.color, otherColor: other.color };
      }
    }
  }
  throw new Error("no colour with two sizes in stock and another colour");
}

/**
 * Issue 30, point 8: the colours in stock, the sizes of one; another colour's button shows its
 * sizes instead, with JavaScript (this page) and without (a second browser with the same session).
 */
async function chooseColours(page: Page, browser: Browser, color: string, otherColor: string) {
  const colours = page.getByRole("group", { name: "Colour" });
  await expect(colours.getByRole("button", { name: color, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.locator("[data-exchange-step]")).toHaveAttribute("data-exchange-step", "50");
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const itemPage = page.url();
  for (const shopper of [page, await plain.newPage()]) {
    if (shopper !== page) await shopper.goto(itemPage);
    await shopper
      .getByRole("group", { name: "Colour" })
      .getByRole("button", { name: otherColor, exact: true })
      .click();
    await expect(shopper.getByRole("group", { name: otherColor, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(shopper.getByRole("group", { name: color, exact: true })).toHaveCount(0);
  }
  await plain.close();
  await colours.getByRole("button", { name: color, exact: true }).click();
  await expect(page.getByRole("group", { name: color, exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Orders one pair through the bag and checkout; answers the order number. */
async function orderOnePair(page: Page, stockId: number): Promise<string> {
  const shopper = await registeredShopper(page, "Ezra Exchange");
  await page.goto("/cart");
  const added = await page.request.post("/cartAddItem.do", {
    form: { stockId: String(stockId), quantity: "1" },
  });
  expect(added.ok()).toBe(true);
  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem")).toHaveCount(1, {
    timeout: 30_000,
  });
  await hydrated(page);
  await proceedToCheckout(page, true, shopper);
  await openStep(page, true, "Add New Address", "Add New Address");
  await fillAddress(page, { ...BOSTON, fullName: "Ezra Exchange" });
  await page.getByRole("button", { name: "Save Address" }).click();
  await backAtCheckout(page, true);
  await openStep(page, true, "Add New Card", "Add New Card");
  await fillCard(page, true, { name: "Ezra Exchange", number: "4242424242424242", cvv: "123" });
  await page.getByRole("button", { name: "Add Card" }).click();
  await backAtCheckout(page, true);
  await orderSummary(page).getByRole("button", { name: "Place Your Order" }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f]{24}$/, { timeout: 60_000 });
  const orderId = ORDER_NUMBER.exec((await page.getByText(/^Order number: /).textContent()) ?? "")?.[0];
  if (!orderId) throw new Error("no order number on the confirmation page");
  return orderId;
}

test("a customer exchanges a delivered pair for another size and sees the new order in it", async ({
  page,
  request,
  browser,
}) => {
  // The warehouse ships a minute after processing starts: the test waits for the delivery.
  test.setTimeout(420_000);
  const { stockId, color, otherColor } = await styleWithTwoSizes(request);
  const orderId = await orderOnePair(page, stockId);

  // The pair can be exchanged once delivered: the shopper looks at the order now and then.
  await page.goto(`/orders/${orderId}`);
  const exchange = page.getByRole("link", { name: /^Exchange: / });
  await expect(async () => {
    await page.reload();
    await expect(exchange).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  await hydrated(page);
  await exchange.click();

  await expect(page.getByRole("heading", { level: 2, name: "Exchange an item" })).toBeVisible({
    timeout: 30_000,
  });
  await hydrated(page);
  await chooseColours(page, browser, color, otherColor);
  const sizes = page.getByRole("group", { name: color, exact: true });
  const wanted = sizes.getByRole("radio", { disabled: false }).first();
  await wanted.check();
  const size = await wanted.evaluate(
    (input: HTMLInputElement) => input.labels?.[0]?.textContent?.trim() ?? "",
  );
  await page.getByLabel("Reason for the exchange").selectOption("too-small");
  await page.getByRole("button", { name: "Review exchange" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Review your exchange" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("main")).toContainText(`${color}, size ${size}`);
  await page.getByRole("button", { name: "Confirm exchange" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Your exchange is confirmed" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("main")).toContainText("There is nothing to pay.");
  await expect(page.getByRole("link", { name: "Print your return label" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: ORDER_NUMBER }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Order Information" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("main")).not.toContainText(orderId);
  await expect(page.getByRole("main")).toContainText(`${color}, size ${size}`);
});
