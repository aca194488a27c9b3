import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_FORM_MESSAGES } from "../../modules/orders/forms.ts";
import {
  CANCEL_ANSWERS,
  createOrderAccessToken,
  deliverOrder,
  getOrderView,
  processOrder,
  shipOrder,
} from "../../modules/orders/index.server.ts";
import { storeDayEnd } from "../../modules/orders/index.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { expectFieldError } from "../../tests/support/form-html.ts";
import { retailStockIds, signedInBuyer } from "../../tests/support/order-shopper.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// An order's pages as a browser without JavaScript uses them: the order, its cancel page (plain
// forms answered by the page again), an item's details and a shipment's tracking; each for its
// customer, a 404 for anyone else, and for a guest holding the order's emailed token.

/** Tuesday 10 March 2026, 10 am in New York: the store's clock, moved by some tests. */
const NOW = new Date("2026-03-10T14:00:00Z");
let clock = NOW;

let t: TestApp;
let stockIds: number[] = [];
const takeStock = () => {
  const id = stockIds.shift();
  if (id === undefined) throw new Error("the test catalogue ran out of retail items");
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ products: 40, now: () => clock });
  stockIds = await retailStockIds(t.database.db, 40);
});
afterAll(async () => {
  await t?.services.mailDispatcher.stop();
  await t?.close();
});

/** A signed-in customer's order of two items, and what its pages need to name. */
async function placedOrder() {
  clock = NOW;
  const shopper = await signedInBuyer(t, NOW);
  const orderId = await placeTestOrder(t.services, shopper.buyer, [takeStock(), takeStock()], NOW);
  const view = await getOrderView(t.database.db, { customerId: shopper.buyer.customerId }, orderId, NOW);
  const items = (view?.lines ?? []).map((line) => line.itemUniqueId);
  return { ...shopper, orderId, items, view };
}

/** The order shipped (one parcel, all its items) by the operators' steps; answers the shipment id. */
async function shipped(orderId: string): Promise<string> {
  await processOrder(t.services, orderId, NOW);
  const outcome = await shipOrder(
    t.services,
    orderId,
    { carrier: "UPS", trackingNumber: "1ZORDERPAGES0001" },
    NOW,
  );
  if (!outcome.shipped) throw new Error("the order did not ship");
  return outcome.shipmentId;
}

const textOf = async (response: Response) => pageText(await response.text());

describe("an order's page", () => {
  it("shows its customer the order: number, status, addresses, items, charges, and Cancel Items", async () => {
    const { browser, orderId, items, view } = await placedOrder();
    const response = await browser.request(`/orders/${orderId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    expect(titleOf(html)).toBe("Order Information");
    const text = pageText(html);
    expect(text).toContain(orderId);
    expect(text).toContain("Mar 10, 2026 10:00:00 AM");
    expect(text).toContain("Shipping Address");
    expect(text).toContain("1 Main ST");
    expect(text).toContain(view?.lines[0]?.productName);
    expect(text).toContain("Order Total");
    expect(text).toContain("Not shipped yet.");
    expect(html).toContain(`href="/orders/${orderId}/cancel"`);
    expect(html).toContain(`href="/item-details/${orderId}/${items[0]}/"`);

    const mine = await browser.request(`/my-orders/${orderId}`);
    expect(mine.status).toBe(200);
    const redesigned = await mine.text();
    expect(titleOf(redesigned)).toBe("My Orders");
    expect(redesigned).toContain(`href="/my-orders/${orderId}/cancel"`);
    expect((await browser.request(`/marty/orders/${orderId}`)).status).toBe(200);
  });

  it("answers a 404 page for an id that is not an order's, never a 500", async () => {
    const { browser, orderId } = await placedOrder();
    for (const path of [
      "/orders/not-an-order",
      "/orders/123",
      "/orders/999-9999999-9999999",
      `/orders/${"1".repeat(40)}`,
      "/orders/123-4567890-1234567/cancel",
      "/my-orders/%20",
      `/item-details/${orderId}/abc/`,
      `/item-details/${orderId}/1/`,
      "/item-details/nope/1/",
      `/shipments/${orderId}/S1`,
      `/shipments/${orderId}/${orderId}-S9`,
      "/shipments/x/y",
    ]) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(404);
      expect(await textOf(response), path).toContain(CANCEL_ANSWERS.orderNotFound);
    }
    const posted = await browser.post("/orders/not-an-order/cancel", { items: "1", reason: "no-reason" });
    expect(posted.status).toBe(404);
  });

  it("is a 404 on every route for another customer, who can cancel nothing", async () => {
    const { orderId, items, browser: owner } = await placedOrder();
    const shipmentId = await shipped(orderId);
    const other = await signedInBuyer(t, NOW);
    for (const path of [
      `/orders/${orderId}`,
      `/orders/${orderId}/cancel`,
      `/my-orders/${orderId}`,
      `/my-orders/${orderId}/cancel`,
      `/item-details/${orderId}/${items[0]}/`,
      `/shipments/${orderId}/${shipmentId}`,
    ]) {
      const response = await other.browser.request(path);
      expect(response.status, path).toBe(404);
      expect(await textOf(response), path).not.toContain(orderId.slice(4));
      expect((await owner.request(path)).status, path).toBe(200);
    }
    for (const path of [`/orders/${orderId}/cancel`, `/my-orders/${orderId}/cancel`]) {
      const cancel = await other.browser.post(path, { items: items[0] ?? "", reason: "no-reason" });
      expect(cancel.status, path).toBe(404);
    }
    const pay = await other.browser.post(`/orders/${orderId}`, { paymentInstrumentId: "1" });
    expect(pay.status).toBe(404);
  });

  it("sends a guest without the token to sign-in, coming back to the page", async () => {
    const { orderId, items } = await placedOrder();
    const guest = new CookieBrowser(t.app);
    for (const path of [
      `/orders/${orderId}`,
      `/orders/${orderId}/cancel`,
      `/my-orders/${orderId}`,
      `/item-details/${orderId}/${items[0]}/`,
      `/shipments/${orderId}/${orderId}-S1`,
    ]) {
      const response = await guest.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(accountSignInPath(path));
    }
    const posted = await guest.post(`/orders/${orderId}/cancel`, {
      items: items[0] ?? "",
      reason: "no-reason",
    });
    expect(posted.status).toBe(302);
  });
});

describe("a guest with the order's emailed token", () => {
  it("sees that order, and only that one, without signing in; its links carry the token", async () => {
    const { orderId, items } = await placedOrder();
    const { orderId: otherOrder } = await placedOrder();
    const token = await createOrderAccessToken(t.database.db, orderId, NOW);
    const query = `?${new URLSearchParams({ token })}`;
    const guest = new CookieBrowser(t.app);
    const page = await guest.request(`/orders/${orderId}${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(pageText(html)).toContain(orderId);
    expect(html).toContain(`href="/orders/${orderId}/cancel${query}"`);
    expect(html).toContain(`href="/item-details/${orderId}/${items[0]}/${query}"`);
    expect(pageText(html)).not.toContain("Back to Order History");
    expect((await guest.request(`/item-details/${orderId}/${items[0]}/${query}`)).status).toBe(200);
    expect((await guest.request(`/my-orders/${orderId}${query}`)).status).toBe(200);

    for (const path of [
      `/orders/${otherOrder}${query}`,
      `/orders/${otherOrder}/cancel${query}`,
      `/orders/${orderId}?token=${"A".repeat(43)}`,
      `/orders/${orderId}?token=short`,
      `/orders/${orderId}?token=`,
    ]) {
      expect((await guest.request(path)).status, path).toBe(404);
    }
    const stolen = await guest.post(`/orders/${otherOrder}/cancel${query}`, {
      items: "1",
      reason: "no-reason",
    });
    expect(stolen.status).toBe(404);
    // The token does not make its holder the customer: the history still needs sign-in.
    expect((await guest.request(`/orders${query}`)).status).toBe(302);
  });

  it("cancels an item through the same cancel page carrying the token", async () => {
    const { orderId, items, buyer } = await placedOrder();
    const token = await createOrderAccessToken(t.database.db, orderId, NOW);
    const query = `?${new URLSearchParams({ token })}`;
    const guest = new CookieBrowser(t.app);
    const form = await guest.request(`/orders/${orderId}/cancel${query}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`action="/orders/${orderId}/cancel${query}"`);
    const answer = await guest.post(`/orders/${orderId}/cancel${query}`, {
      items: items[0] ?? "",
      reason: "no-longer-want",
    });
    expect(answer.status).toBe(200);
    expect(await textOf(answer)).toContain("Your cancellation is confirmed.");
    const view = await getOrderView(t.database.db, { customerId: buyer.customerId }, orderId, NOW);
    expect(view?.lines.find((line) => line.itemUniqueId === items[0])).toMatchObject({
      status: "CANCELLED",
      cancelReason: "no-longer-want",
    });
  });
});

describe("the cancel page", () => {
  it("cancels the chosen items with spec 2's words, then refuses them again with the module's", async () => {
    const { browser, orderId, items } = await placedOrder();
    const page = await browser.request(`/orders/${orderId}/cancel`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe("Cancel Items");
    for (const item of items) expect(html).toContain(`name="items" value="${item}"`);
    for (const words of [
      "No reason",
      "I no longer want it",
      "It would arrive too late",
      "I ordered it twice",
    ]) {
      expect(pageText(html)).toContain(words);
    }

    const empty = await browser.post(`/orders/${orderId}/cancel`, {});
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    expectFieldError(refused, "items", ORDER_FORM_MESSAGES.items);
    expectFieldError(refused, "reason", ORDER_FORM_MESSAGES.reason, { first: false });
    const badReason = await browser.post(`/orders/${orderId}/cancel`, {
      items: items[0] ?? "",
      reason: "because",
    });
    expect(badReason.status).toBe(400);

    const done = await browser.post(`/orders/${orderId}/cancel`, {
      items: items[0] ?? "",
      reason: "duplicate-order",
    });
    expect(done.status).toBe(200);
    const confirmed = await done.text();
    expect(pageText(confirmed)).toContain("Your cancellation is confirmed.");
    // The page lists what is left to cancel.
    expect(confirmed).not.toContain(`value="${items[0]}"`);
    expect(confirmed).toContain(`value="${items[1]}"`);
    const order = await textOf(await browser.request(`/orders/${orderId}`));
    expect(order).toContain("cancelled");
    expect(order).toContain("(I ordered it twice)");
    // The money coming back, as a line and in the total now; the history says what happened.
    const shown = order.replace(/<[^>]*>/g, " ");
    expect(shown).toMatch(/Cancelled and refunded\s*-\$\d+\.\d\d\s*Total now\s*\$\d+\.\d\d/);
    expect(shown).toMatch(
      /Payments and refunds\s*Cancelled, not charged to your card ending 4242: \$\d+\.\d\d/,
    );
    expect(shown).toMatch(/Order history\s*Order placed .*cancelled \(I ordered it twice\)/);

    const again = await browser.post(`/orders/${orderId}/cancel`, {
      items: items[0] ?? "",
      reason: "no-reason",
    });
    expect(again.status).toBe(409);
    expect(await textOf(again)).toContain(CANCEL_ANSWERS.alreadyCancelled);
    const unknown = await browser.post(`/my-orders/${orderId}/cancel`, { items: "999", reason: "no-reason" });
    expect(unknown.status).toBe(404);
    expect(await textOf(unknown)).toContain(CANCEL_ANSWERS.itemNotFound);
    const twice = new URLSearchParams([
      ["items", items[1] ?? ""],
      ["items", items[1] ?? ""],
      ["reason", "no-reason"],
    ]);
    const duplicate = await browser.request(`/orders/${orderId}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      body: twice.toString(),
    });
    expect(duplicate.status).toBe(400);
    expectFieldError(await duplicate.text(), "items", CANCEL_ANSWERS.duplicateItem);
  });

  it("refuses an item that has shipped, and offers nothing once nothing may be cancelled", async () => {
    const { browser, orderId, items } = await placedOrder();
    await shipped(orderId);
    const refused = await browser.post(`/orders/${orderId}/cancel`, {
      items: items[0] ?? "",
      reason: "too-late",
    });
    expect(refused.status).toBe(409);
    expect(await textOf(refused)).toContain(CANCEL_ANSWERS.notCancellable);
    const page = await textOf(await browser.request(`/orders/${orderId}/cancel`));
    expect(page).toContain("No items of this order can be cancelled now");
    expect(await (await browser.request(`/orders/${orderId}`)).text()).not.toContain(
      `/orders/${orderId}/cancel`,
    );
  });
});

describe("an item's details and a shipment's tracking", () => {
  it("show an item's status, what can be done with it, and its shipment", async () => {
    const { browser, orderId, items, view } = await placedOrder();
    const before = await browser.request(`/item-details/${orderId}/${items[0]}/`);
    expect(before.status).toBe(200);
    const html = await before.text();
    expect(titleOf(html)).toBe("Item Details");
    expect(pageText(html)).toContain(view?.lines[0]?.productName);
    expect(pageText(html)).toContain("submitted");
    expect(html).toContain(`href="/orders/${orderId}/cancel"`);
    expect((await browser.request(`/item-details/${orderId}/${items[0]}`)).status).toBe(200);

    const shipmentId = await shipped(orderId);
    const after = await browser.request(`/item-details/${orderId}/${items[0]}/`);
    const text = await textOf(after);
    expect(text).toContain("shipped");
    expect(text).toContain("1ZORDERPAGES0001");
    expect(text).not.toContain(`/orders/${orderId}/cancel"`);
    expect(text).toContain(`href="/shipments/${orderId}/${shipmentId}"`);
  });

  it("track a parcel: carrier, number, status, history newest first, the countdown, then 'Delivered'", async () => {
    const { browser, orderId } = await placedOrder();
    const shipmentId = await shipped(orderId);
    const order = await (await browser.request(`/orders/${orderId}`)).text();
    expect(order).toContain(`href="/shipments/${orderId}/${shipmentId}"`);

    const page = await browser.request(`/shipments/${orderId}/${shipmentId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe("Shipment Tracking");
    const text = pageText(html);
    expect(text).toContain("UPS");
    expect(text).toContain("1ZORDERPAGES0001");
    expect(text).toContain("In transit");
    expect(text).toContain("Shipped with UPS");
    expect(text).toContain("Mar 10, 2026 10:00:00 AM");

    // 5 hours 12 minutes before the end of the estimated day in New York (the guest's link: the
    // customer's sign-in would have gone idle by then).
    const view = await getOrderView(t.database.db, { orderId }, orderId, NOW);
    const estimated = view?.shipments[0]?.estimatedDelivery ?? "";
    const token = await createOrderAccessToken(t.database.db, orderId, NOW);
    const tracking = `/shipments/${orderId}/${shipmentId}?${new URLSearchParams({ token })}`;
    clock = new Date((storeDayEnd(estimated)?.getTime() ?? 0) - (5 * 60 + 12) * 60_000);
    const guest = new CookieBrowser(t.app);
    expect(await textOf(await guest.request(tracking))).toContain("Arriving in 5 hours 12 minutes");

    await deliverOrder(t.services, orderId, clock);
    const delivered = await textOf(await guest.request(tracking));
    expect(delivered).toContain("Delivered");
    expect(delivered).not.toContain("Arriving in");
    // Newest first: the delivery above the departure.
    expect(delivered.indexOf("<strong>Delivered</strong> <span>")).toBeGreaterThan(-1);
    expect(delivered.indexOf("<strong>Delivered</strong> <span>")).toBeLessThan(
      delivered.indexOf("<strong>In transit</strong>"),
    );
    clock = NOW;
  });
});
