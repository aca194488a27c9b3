import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_FORM_MESSAGES } from "../../modules/orders/forms.ts";
import { getOrderView } from "../../modules/orders/index.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { expectFieldError } from "../../tests/support/form-html.ts";
import { retailStockIds, signedInBuyer } from "../../tests/support/order-shopper.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// The order history (/orders, 'Order History', and its redesigned twin /my-orders, 'My Orders') as a
// browser without JavaScript reads it: sign-in first, 10 orders a page, a search and a date range.

/** Tuesday 10 March 2026, 10 am in New York: the store's clock in these tests. */
const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let stockIds: number[] = [];
const takeStock = () => {
  const id = stockIds.shift();
  if (id === undefined) throw new Error("the test catalogue ran out of retail items");
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ products: 40, now: () => NOW });
  stockIds = await retailStockIds(t.database.db, 40);
});
afterAll(async () => {
  await t?.services.mailDispatcher.stop();
  await t?.close();
});

/** The order numbers a history page lists, in its order. */
const orderNumbers = (html: string) =>
  [...pageText(html).matchAll(/>Order (\d{3}-\d{7}-\d{7})</g)].map((match) => match[1]);

describe("the order history", () => {
  it("sends a guest to sign-in and back to the history", async () => {
    const guest = new CookieBrowser(t.app);
    for (const path of ["/orders", "/my-orders", "/orders?page=2"]) {
      const response = await guest.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(accountSignInPath(path));
    }
  });

  it("says so when the customer has no orders yet", async () => {
    const { browser } = await signedInBuyer(t, NOW);
    const response = await browser.request("/orders");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    expect(titleOf(html)).toBe("Order History");
    expect(pageText(html)).toContain("You have not placed any orders yet.");
  });

  it("lists the customer's orders newest first, 10 a page, with page links; /my-orders is the same list", async () => {
    const { buyer, browser } = await signedInBuyer(t, NOW);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await placeTestOrder(t.services, buyer, [takeStock()], later(i)));
    const newestFirst = [...ids].reverse();

    const first = await (await browser.request("/orders")).text();
    expect(orderNumbers(first)).toEqual(newestFirst.slice(0, 10));
    const text = pageText(first);
    expect(text).toContain("12 orders");
    expect(text).toContain("Page 1 of 2");
    expect(text).toContain("Mar 10, 2026 10:11:00 AM");
    expect(text).toMatch(/<dd class="order-status">submitted<\/dd>/);
    expect(text).toMatch(/<dd>\$\d+\.\d\d<\/dd>/);
    expect(first).toContain(`href="/orders/${ids[11]}"`);
    expect(first).toContain('href="/orders?page=2"');
    // Thumbnails keep their box (nothing moves as they load).
    expect(first).toMatch(/<img class="order-thumbnail" src="[^"]+" alt="" width="110" height="82"/);

    const second = await browser.request("/orders?page=2");
    expect(second.status).toBe(200);
    expect(orderNumbers(await second.text())).toEqual(newestFirst.slice(10));
    const past = pageText(await (await browser.request("/orders?page=3")).text());
    expect(past).toContain("There are no orders on this page.");

    const mine = await (await browser.request("/my-orders")).text();
    expect(titleOf(mine)).toBe("My Orders");
    expect(orderNumbers(mine)).toEqual(newestFirst.slice(0, 10));
    expect(mine).toContain(`href="/my-orders/${ids[11]}"`);
    expect(mine).toContain('href="/my-orders?page=2"');

    // Another customer sees none of them.
    const other = await signedInBuyer(t, NOW);
    expect(orderNumbers(await (await other.browser.request("/orders")).text())).toEqual([]);
  });

  it("finds orders by number, brand or product, and by the days they were placed", async () => {
    const { buyer, browser } = await signedInBuyer(t, NOW);
    const early = await placeTestOrder(t.services, buyer, [takeStock()], new Date("2026-03-02T15:00:00Z"));
    const late = await placeTestOrder(t.services, buyer, [takeStock()], NOW);

    const byNumber = await (await browser.request(`/orders?search=${late.slice(0, 11)}`)).text();
    expect(orderNumbers(byNumber)).toEqual([late]);
    // The search stays in the form, and the way back to every order is offered.
    expect(byNumber).toMatch(new RegExp(`name="search"[^>]*value="${late.slice(0, 11)}"`));
    expect(pageText(byNumber)).toContain("Show All Orders");

    const brand = await getOrderView(t.database.db, { customerId: buyer.customerId }, early, NOW);
    const brandName = brand?.lines[0]?.brandName ?? "";
    const byBrand = await (
      await browser.request(`/orders?${new URLSearchParams({ search: brandName.toLowerCase() })}`)
    ).text();
    expect(orderNumbers(byBrand)).toContain(early);

    const none = await browser.request("/orders?search=no+such+shoe+anywhere");
    expect(none.status).toBe(200);
    expect(pageText(await none.text())).toContain("No orders match your search.");

    const march2 = await (await browser.request("/orders?from=2026-03-02&to=2026-03-02")).text();
    expect(orderNumbers(march2)).toEqual([early]);
    const fromMarch3 = await (await browser.request("/orders?from=2026-03-03")).text();
    expect(orderNumbers(fromMarch3)).toEqual([late]);
    const untilMarch9 = await (await browser.request("/orders?to=2026-03-09&page=1")).text();
    expect(orderNumbers(untilMarch9)).toEqual([early]);
    const both = await (await browser.request("/orders?from=2026-03-01&to=2026-03-10&search=")).text();
    expect(orderNumbers(both)).toEqual([late, early]);
  });

  it("answers a query it cannot read with the form's words and a 400, never a 500", async () => {
    const { browser } = await signedInBuyer(t, NOW);
    const badDate = await browser.request("/orders?from=2026-02-30");
    expect(badDate.status).toBe(400);
    expectFieldError(await badDate.text(), "from", ORDER_FORM_MESSAGES.date);

    const backwards = await browser.request("/orders?from=2026-03-10&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expectFieldError(await backwards.text(), "to", ORDER_FORM_MESSAGES.range);

    const long = await browser.request(`/orders?search=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expectFieldError(await long.text(), "search", ORDER_FORM_MESSAGES.search);

    for (const query of [
      "page=abc",
      "page=0",
      "page=99999999",
      "page=1&page=2",
      "from=%3Cscript%3E",
      "to=2026-3-1",
      "from[]=x",
      `search=${"%25".repeat(50)}&from=2026-01-01`,
      "search=%E2%80%AE%F0%9F%91%9F",
    ]) {
      const response = await browser.request(`/orders?${query}`);
      expect(response.status, query).toBeLessThan(500);
      if (response.status === 400) {
        expect(pageText(await response.text()), query).toMatch(/class="form-error[^"]*">[^<]+</);
      }
    }
    const page = await browser.request("/my-orders?page=abc");
    expect(page.status).toBe(400);
    expect(pageText(await page.text())).toContain(ORDER_FORM_MESSAGES.page);
  });
});
