import { expect, test } from "@playwright/test";
import { findInOutbox } from "../support/outbox.ts";
import { hydrated } from "./support/checkout-shopper.ts";
import { placeOrderOf } from "./support/order-shopper.ts";

// After the purchase, as a shopper lives it: an order of two items placed, found in Order History,
// opened, one item cancelled, and the other followed once the store's warehouse (the fulfilment
// clock, its waits shortened in playwright.config.ts) ships it; then the link of the confirmation
// mail opens the order in a browser that never signed in.

test("a customer finds an order, cancels one item, follows the other's shipment; the mailed link opens it signed out", async ({
  page,
  request,
  browser,
}) => {
  // The warehouse ships a minute after processing starts: the test waits for it.
  test.setTimeout(420_000);
  const { email, orderId } = await placeOrderOf(page, request, "Olive Orders", 2);

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
