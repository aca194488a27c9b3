import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainUntilIdle } from "../../modules/events/index.server.ts";
import { addCard, TEST_CARDS } from "../../modules/payments/index.server.ts";
import { type CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { storedLines, storedOrdersOf } from "../../tests/support/order-rows.ts";
import { newestMailsTo } from "../../tests/support/queued-mail.ts";
import { pickStock } from "../../tests/support/stock-fixtures.ts";
import { saveTestAddress } from "../../tests/support/test-address.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// Issue 30, points 4 and 7: the confirmation page and mail say what is true of the order. An
// e-Gift Card order is emailed (to whom, when, in the design chosen), never 'Arrives by' an
// address; its card was charged. A parcel's card is charged when it ships. Both link to the order.

let t: TestApp;
beforeAll(async () => {
  // The tests read the mails from the outbox, as queued (a delivered one has its body emptied).
  t = await createTestApp({ products: 30, holdMail: true });
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in customer with a default shipping address (as the new user had) and a default Visa. */
async function shopper() {
  const customer = await signedInCustomer(t.app, t.database.db, { firstName: "Cora" });
  const address = await saveTestAddress(t.database.db, customer.customerId);
  const card = {
    nameOnCard: "Cora Shopper",
    number: TEST_CARDS.visa,
    expirationMonth: 4,
    expirationYear: new Date().getUTCFullYear() + 2,
    cvv: "123",
    addressId: address.addressId,
    makeDefault: true,
  };
  await addCard(t.database.db, t.services.paymentGateway, customer.customerId, card, new Date());
  return customer;
}

/** Places the bag's order with the checkout page's plain form; answers the confirmation page's text, the order and its mail. */
async function placeOrder(browser: CookieBrowser, customerId: number, email: string) {
  const review = await (await browser.request("/checkout")).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(review)?.[1] ?? "";
  const placed = await browser.post("/checkout", {
    intent: "place",
    purchaseId: hidden("purchaseId"),
    versionNumber: hidden("versionNumber"),
  });
  expect(placed.status).toBe(303);
  const page = pageText(await (await browser.request(placed.headers.get("location") ?? "")).text());
  const [order] = await storedOrdersOf(t.database.db, customerId);
  if (!order) throw new Error("no order was placed");
  await drainUntilIdle(t.services.events);
  const [mail] = await newestMailsTo(t.database.db, email, "Your Fleetfoot order");
  return { page, order, mail: mail?.body ?? "" };
}

describe("the order confirmation, page and mail", () => {
  it("tells an e-Gift Card order as emailed: to whom, when, the design chosen, charged now", async () => {
    const { browser, customerId, email } = await shopper();
    const card = await pickStock(t.database.db, { kind: "egift card", moreThan: 1 });
    const added = await browser.post("/c/e-gift-cards", {
      stockId: String(card.stockId),
      design: "birthday",
      recipientName: "Ann Example",
      recipientEmail: "ann.confirmation@example.com",
      senderName: "Cora Shopper",
      message: "Happy birthday!",
    });
    expect(added.status).toBe(303);
    const { page, order, mail } = await placeOrder(browser, customerId, email);
    const [line] = await storedLines(t.database.db, order.orderId);

    for (const text of [page, mail]) {
      expect(text).not.toContain("Arrives by");
      expect(text).not.toContain("Shipping to");
      expect(text).not.toContain("1 Main ST");
      expect(text).not.toContain("will be charged");
      // The catalogue's colour of the amount is not the design the buyer chose.
      expect(text).not.toContain(`${line?.color}, size`);
      expect(text).toMatch(/Charged to your card ending 4242: \$\d+\.\d\d/);
    }
    expect(page).toContain("<dt>To</dt><dd>Ann Example (ann.confirmation@example.com)</dd>");
    expect(page).toMatch(
      /<dt>Sent<\/dt><dd>By email on \w+day, \w{3} \d{1,2}, as the order was placed<\/dd>/,
    );
    expect(page).toContain("<dt>Design</dt><dd>Happy Birthday</dd>");
    expect(page).not.toContain("<dt>Shipping</dt>");
    expect(page).toContain(`href="/orders/${order.orderId}"`);
    expect(mail).toContain("    To: Ann Example (ann.confirmation@example.com)");
    expect(mail).toMatch(/ {4}Sent: By email on \w+day, \w{3} \d{1,2}, as the order was placed/);
    expect(mail).toContain("    Design: Happy Birthday");
    expect(mail).not.toContain("Shipping:");
  });

  it("tells a parcel's card it is charged when the order ships, and links to the order", async () => {
    const { browser, customerId, email } = await shopper();
    const stock = await pickStock(t.database.db, { kind: "retail", moreThan: 3 });
    await browser.post("/cartAddItem.do", { stockId: String(stock.stockId), quantity: "1" });
    const { page, order, mail } = await placeOrder(browser, customerId, email);

    expect(page).not.toContain("Charged to");
    expect(page).toMatch(
      /Your Visa ending in 4242 will be charged \$\d+\.\d\d when your order ships\. Until then the amount is only authorised, not charged\./,
    );
    expect(page).toContain("Arrives by");
    expect(page).toContain(`<a href="/orders/${order.orderId}"`);
    expect(page).toContain("View or change your order");
    expect(mail).not.toContain("Charged to");
    expect(mail).toMatch(/Your Visa ending in 4242 will be charged \$\d+\.\d\d when your order ships\./);
    expect(mail).toContain("Arrives by");
  });
});
