import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_FORM_MESSAGES } from "../../modules/orders/forms.ts";
import { createOrderAccessToken, FULFILMENT_ANSWERS, shipOrder } from "../../modules/orders/index.server.ts";
import { addCard, TEST_CARDS } from "../../modules/payments/index.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { expectFieldError } from "../../tests/support/form-html.ts";
import { retailStockIds, signedInBuyer } from "../../tests/support/order-shopper.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// An order whose card was declined when it shipped (customer action required): its page offers the
// customer's other cards (spec 2's payment update: updating, updated, error), without JavaScript.

const NOW = new Date("2026-03-10T14:00:00Z");

let t: TestApp;
let stockIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ products: 30, now: () => NOW });
  stockIds = await retailStockIds(t.database.db, 10);
});
afterAll(async () => {
  await t?.services.mailDispatcher.stop();
  await t?.close();
});

/** A customer whose order's capture was declined, waiting for another card. */
async function declinedOrder() {
  const shopper = await signedInBuyer(t, NOW, { card: TEST_CARDS.captureDeclined });
  const stockId = stockIds.shift() ?? 0;
  const orderId = await placeTestOrder(t.services, shopper.buyer, [stockId], NOW);
  expect(await shipOrder(t.services, orderId, null, NOW)).toEqual({ shipped: false, declined: true });
  return { ...shopper, orderId };
}

describe("updating the payment of a declined order", () => {
  it("offers the customer's cards, asks for one, takes another, and says it is updated", async () => {
    const { browser, buyer, orderId } = await declinedOrder();
    const page = await (await browser.request(`/orders/${orderId}`)).text();
    const text = pageText(page);
    expect(text).toContain("customer action required");
    expect(text).toContain("Update Payment");
    expect(text).toContain("Visa ending in 0341");

    const empty = await browser.post(`/orders/${orderId}`, {});
    expect(empty.status).toBe(400);
    expectFieldError(await empty.text(), "paymentInstrumentId", ORDER_FORM_MESSAGES.card);

    const other = await signedInBuyer(t, NOW);
    const notTheirs = await browser.post(`/orders/${orderId}`, {
      paymentInstrumentId: String(other.buyer.cardId),
    });
    expect(notTheirs.status).toBeGreaterThanOrEqual(400);
    expect(notTheirs.status).toBeLessThan(500);

    const card = await addCard(
      t.database.db,
      t.services.paymentGateway,
      buyer.customerId,
      {
        nameOnCard: "Bea Buyer",
        number: TEST_CARDS.mastercard,
        expirationMonth: 4,
        expirationYear: 2030,
        cvv: "123",
        addressId: buyer.addressId ?? 0,
        makeDefault: false,
      },
      NOW,
    );
    const updated = await browser.post(`/my-orders/${orderId}`, {
      paymentInstrumentId: String(card.paymentInstrumentId),
    });
    expect(updated.status).toBe(200);
    const after = pageText(await updated.text());
    expect(after).toContain("Your payment method has been updated. We will ship your order soon.");
    expect(after).toContain("processing");
    expect(after).not.toContain("Update Payment");

    const again = await browser.post(`/orders/${orderId}`, {
      paymentInstrumentId: String(card.paymentInstrumentId),
    });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain(FULFILMENT_ANSWERS.notAwaitingPayment);
  });

  it("asks the holder of the emailed link to sign in to choose a card", async () => {
    const { orderId } = await declinedOrder();
    const token = await createOrderAccessToken(t.database.db, orderId, NOW);
    const guest = new CookieBrowser(t.app);
    const page = pageText(
      await (await guest.request(`/orders/${orderId}?${new URLSearchParams({ token })}`)).text(),
    );
    expect(page).toContain("Your card was declined. Sign in to choose another card for this order.");
    expect(page).not.toContain('name="paymentInstrumentId"');
    const posted = await guest.post(`/orders/${orderId}?${new URLSearchParams({ token })}`, {
      paymentInstrumentId: "1",
    });
    expect(posted.status).toBe(302);
  });
});
