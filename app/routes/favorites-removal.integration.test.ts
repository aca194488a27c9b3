import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_ERRORS } from "../../modules/lists/index.ts";
import { type CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { refuseListRemovals } from "../../tests/support/list-outage.ts";
import { stylesWithStockIds } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

const store = "http://localhost:3000";
let t: TestApp;
let styleId: number;
let browser: CookieBrowser;

const ADDING_WORDS = LIST_ERRORS["list.add.failed"];
const REMOVING_WORDS = LIST_ERRORS["list.remove.failed"];

beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  const [row] = await stylesWithStockIds(t.database.db);
  styleId = row?.styleId ?? 0;
  ({ browser } = await signedInCustomer(t.app, t.database.db, { firstName: "Rita" }));
  const hearted = await browser.post("/account/favorites", { intent: "add", itemId: String(styleId) });
  expect(hearted.status).toBe(303);
  // The database refuses every removal from a list: the failure a shopper would meet in an outage.
  await refuseListRemovals(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe("a failed removal from a list says removing, not adding (issue 10)", () => {
  it("the favorites API answers the removing words", async () => {
    const response = await browser.request("/accountapi/cloudlist/v1/removeFromList", {
      method: "POST",
      headers: { "content-type": "application/json", origin: store, host: new URL(store).host },
      body: JSON.stringify({ itemId: String(styleId), subItemId: null, listId: "h." }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ id: "list.remove.failed", message: REMOVING_WORDS });
  });

  it("the list page's Remove form (no JavaScript) shows the removing words", async () => {
    const response = await browser.post("/account/favorites", {
      intent: "remove",
      listId: "h.",
      itemId: String(styleId),
      returnTo: "/account/favorites/h.",
    });
    expect(response.status).toBe(500);
    const html = pageText(await response.text());
    expect(html).toContain(REMOVING_WORDS);
    expect(html).not.toContain(ADDING_WORDS);
    // Nothing was removed.
    expect(pageText(await (await browser.request("/account/favorites/h.")).text())).toContain("1 item");
  });
});
