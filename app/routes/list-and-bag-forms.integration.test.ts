import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAG_FORM_MESSAGES } from "../../modules/cart/forms.ts";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { LIST_FORM_MESSAGES } from "../../modules/lists/forms.ts";
import { LIST_ERRORS, MAX_LIST_NAME_LENGTH } from "../../modules/lists/index.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { attribute, controlTag, expectFieldError } from "../../tests/support/form-html.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// The favorites and bag forms posted as a browser without JavaScript posts them: one schema per
// page reads them, and a refusal is the page with a 400 (or the module's status) and its words.

let t: TestApp;
let stockId: number;
let styleId: number;
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const [row] = await pickStocks(t.database.db, { moreThan: 3 });
  if (!row) throw new Error("no stock");
  ({ stockId, styleId } = row);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function customer(): Promise<CookieBrowser> {
  counter += 1;
  const email = `lists${counter}@example.com`;
  const password = "keeping my favorites";
  await registerCustomer(t.database.db, { name: `Lou${counter} List`, email, password });
  const browser = new CookieBrowser(t.app);
  expect((await browser.post("/login", { email, password })).status).toBe(303);
  return browser;
}

describe("the create-list form without JavaScript", () => {
  it("asks for a name on the name field", async () => {
    const browser = await customer();
    const response = await browser.post("/account/favorites", { intent: "create", name: "   " });
    expect(response.status).toBe(400);
    expectFieldError(await text(response), "name", LIST_FORM_MESSAGES.nameRequired);
  });

  it("refuses a name that is too long on the field, keeping what was typed", async () => {
    const browser = await customer();
    const name = "L".repeat(MAX_LIST_NAME_LENGTH + 1);
    const response = await browser.post("/account/favorites", { intent: "create", name });
    expect(response.status).toBe(400);
    const html = await text(response);
    expectFieldError(html, "name", `A list name has at most ${MAX_LIST_NAME_LENGTH} characters.`);
    expect(attribute(controlTag(html, "name"), "value")).toBe(name);
  });
});

describe("the list forms without JavaScript", () => {
  it("refuses a removal naming no real item with the item's words, not the adding words", async () => {
    const browser = await customer();
    const response = await browser.post("/account/favorites", {
      intent: "remove",
      listId: "h.",
      itemId: "1e3",
    });
    expect(response.status).toBe(400);
    const html = await text(response);
    expect(html).toContain(LIST_ERRORS["item.not.found"]);
    expect(html).not.toContain(LIST_ERRORS["list.add.failed"]);
  });

  it("refuses to delete the Favorites list with its words", async () => {
    const browser = await customer();
    const response = await browser.post("/account/favorites", { intent: "delete", listId: "h." });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await text(response)).toContain(LIST_ERRORS["list.default.undeletable"]);
  });

  it("still hearts and removes with a plain form", async () => {
    const browser = await customer();
    const added = await browser.post("/account/favorites", { intent: "add", itemId: String(styleId) });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/account/favorites/h.");
    expect(await text(await browser.request("/account/favorites"))).toContain("1 item");
    const removed = await browser.post("/account/favorites", { intent: "remove", itemId: String(styleId) });
    expect(removed.status).toBe(303);
    expect(await text(await browser.request("/account/favorites"))).toContain("0 items");
  });
});

describe("the bag page's forms without JavaScript", () => {
  async function withItem() {
    const browser = new CookieBrowser(t.app);
    await browser.request("/cart");
    expect((await browser.post("/cartAddItem.do", { stockId: String(stockId) })).status).toBe(303);
    return browser;
  }

  it("refuses a quantity that is not a whole number of items, leaving the bag as it was", async () => {
    const browser = await withItem();
    for (const quantity of ["1e1", " 2", "2.0", "0x3", ""]) {
      const response = await browser.post("/cart", {
        intent: "quantity",
        stockId: String(stockId),
        quantity,
      });
      expect(response.status, quantity).toBe(400);
      expect(await text(response)).toContain(BAG_FORM_MESSAGES.quantity);
    }
    expect(await text(await browser.request("/cart"))).toContain('aria-label="Bag, 1 item"');
  });

  it("refuses a stock id that is not all digits", async () => {
    const browser = await withItem();
    const response = await browser.post("/cart", { intent: "remove", stockId: `${stockId}.0` });
    expect(response.status).toBe(400);
    expect(await text(response)).toContain(BAG_FORM_MESSAGES.notUnderstood);
    expect(await text(await browser.request("/cart"))).toContain('aria-label="Bag, 1 item"');
  });
});
