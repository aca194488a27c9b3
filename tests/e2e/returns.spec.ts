import { expect, test } from "@playwright/test";
import { hydrated } from "./support/checkout-shopper.ts";
import { placeOrderOf } from "./support/order-shopper.ts";

// A return as a shopper lives it: an item ordered and delivered by the store's warehouse (the
// fulfilment clock, its waits shortened in playwright.config.ts), returned from the order page
// through the returns flow with a label printed at home, the label with its barcodes, and the
// return refunded once the returns clock has scanned, received and refunded it.

test("a customer returns a delivered item with a printed label and sees it refunded", async ({
  page,
  request,
}) => {
  // The warehouse ships a minute after processing starts: the test waits for it.
  test.setTimeout(420_000);
  const { orderId } = await placeOrderOf(page, request, "Rhea Returns", 1);

  // The item may go back once delivered: the shopper looks at the order now and then.
  await page.goto(`/orders/${orderId}`);
  const returnLink = page.getByRole("link", { name: /^Return: / });
  await expect(async () => {
    await page.reload();
    await expect(returnLink).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  await hydrated(page);
  await returnLink.click();

  // The flow: the item (checked already) and a reason, the way back, the review.
  await expect(page.getByRole("heading", { level: 1, name: "Return Items" })).toBeVisible({
    timeout: 30_000,
  });
  await hydrated(page);
  const items = page.getByRole("group", { name: "Items to return" });
  await expect(items.getByRole("checkbox")).toBeChecked();
  await items.getByLabel(/^Reason for returning/).selectOption("too-small");
  await page.getByRole("button", { name: "Continue" }).click();
  const ways = page.getByRole("group", { name: "Ways to send your return" });
  await expect(ways).toBeVisible({ timeout: 30_000 });
  await ways.getByRole("radio", { name: /^Print a label/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review your return" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Submit return" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your return is confirmed" })).toBeVisible({
    timeout: 30_000,
  });
  const rmaNumber = /RMA-\d{10}/.exec((await page.getByRole("main").textContent()) ?? "")?.[0];
  expect(rmaNumber).toBeTruthy();

  // The label, with the tracking and RMA barcodes.
  await page.getByRole("link", { name: "Print your label" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Return Label" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("img", { name: /^Tracking barcode: / })).toBeVisible();
  await expect(page.getByRole("img", { name: `RMA barcode: ${rmaNumber}` })).toBeVisible();

  // The returns clock scans, receives and refunds it: the shopper looks at Returns now and then.
  await page.goto("/returns");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Return ${rmaNumber}` }) });
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Refunded", { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [3_000] });
  await expect(card).toContainText(/Refunded: \$\d+\.\d{2} to your card/);
});
