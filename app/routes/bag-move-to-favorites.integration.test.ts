import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAG_FORM_MESSAGES } from "../../modules/cart/forms.ts";
import { CART_ERRORS } from "../../modules/cart/index.ts";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { refuseListAdditions } from "../../tests/support/list-outage.ts";
import { pickStock } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// 'Move to Favorites' on a bag line, posted as a browser without JavaScript posts it (decision 217).

let t: TestApp;
let stockId: number;
let styleId: number;
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  ({ stockId, styleId } = await pickStock(t.database.db, { kind: "retail", moreThan: 3 }));
});
afterAll(async () => {
  await t?.close();
});

async function withItem(browser: CookieBrowser): Promise<CookieBrowser> {
  await browser.request("/cart");
  expect((await browser.post("/cartAddItem.do", { stockId: String(stockId) })).status).toBe(303);
  return browser;
}

const favoriteIds = async (browser: CookieBrowser) =>
  (await (await browser.request("/accountapi/cloudlist/v1/itemIdsOnList?listId=h.")).json()) as {
    itemIds: string[];
  };

describe("'Move to Favorites' on a bag line", () => {
  it("is a button named by its words first, then the item", async () => {
    const { browser } = await signedInCustomer(t.app, t.database.db);
    const html = await text(await (await withItem(browser)).request("/cart"));
    expect(html).toMatch(
      /<button type="submit" class="link-button" aria-label="Move to Favorites: [^"]+">Move to Favorites<\/button>/,
    );
  });

  it("hearts the item in the customer's favorites and takes it out of the bag", async () => {
    const { browser } = await signedInCustomer(t.app, t.database.db);
    await withItem(browser);
    const moved = await browser.post("/cart", { intent: "favorite", stockId: String(stockId) });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("/cart");
    expect(await text(await browser.request("/cart"))).toContain('aria-label="Bag, 0 items"');
    expect((await favoriteIds(browser)).itemIds).toContain(String(styleId));
  });

  it("sends a guest to sign in, back to the bag, where the item still waits to be moved", async () => {
    const guest = await withItem(new CookieBrowser(t.app));
    const pressed = await guest.post("/cart", { intent: "favorite", stockId: String(stockId) });
    expect(pressed.status).toBe(303);
    const signIn = new URL(pressed.headers.get("location") ?? "", "http://localhost:3000");
    expect(signIn.pathname).toMatch(/^\/(federated-login|login)$/);
    expect(signIn.searchParams.get("redirect")).toBe("/cart");
    const email = `guest.${process.pid}@example.com`;
    const password = "keeping my favorites";
    await registerCustomer(t.database.db, { name: "Gus Guest", email, password });
    const signedIn = await guest.post("/login", { email, password, redirect: "/cart" });
    expect(signedIn.headers.get("location")).toBe("/cart");
    expect(await text(await guest.request("/cart"))).toContain('aria-label="Bag, 1 item"');
    expect((await guest.post("/cart", { intent: "favorite", stockId: String(stockId) })).status).toBe(303);
    expect((await favoriteIds(guest)).itemIds).toContain(String(styleId));
  });

  it("refuses a stock id that is not one with a 400, leaving the bag as it was", async () => {
    const { browser } = await signedInCustomer(t.app, t.database.db);
    await withItem(browser);
    for (const id of ["-1", "abc", "", "1e3"]) {
      const response = await browser.post("/cart", { intent: "favorite", stockId: id });
      expect(response.status, id).toBe(400);
      expect(await text(response)).toContain(BAG_FORM_MESSAGES.notUnderstood);
    }
    // A NUL byte is refused before the page reads the form, with the words for it.
    expect((await browser.post("/cart", { intent: "favorite", stockId: `${stockId}\u0000` })).status).toBe(
      400,
    );
    expect(await text(await browser.request("/cart"))).toContain('aria-label="Bag, 1 item"');
  });

  // Last: the refusal stays in the database for the rest of this file.
  it("leaves the bag as it was when the heart cannot be kept: both or neither", async () => {
    const { browser } = await signedInCustomer(t.app, t.database.db);
    await withItem(browser);
    await refuseListAdditions(t.database.db);
    const failed = await browser.post("/cart", { intent: "favorite", stockId: String(stockId) });
    expect(failed.status).toBe(500);
    expect(await text(failed)).toContain(CART_ERRORS["cart.update.failed"]);
    expect(await text(await browser.request("/cart"))).toContain('aria-label="Bag, 1 item"');
    expect((await favoriteIds(browser)).itemIds).toEqual([]);
  });
});
