import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUANTITY_UNAVAILABLE_MESSAGE } from "../../modules/cart/index.ts";
import { checkoutBrowser } from "../../tests/support/checkout-browser.ts";
import { pageText } from "../../tests/support/cookie-browser.ts";
import { pickStocks, setOnHand } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// Issue 30, point 5: with 2 in the bag and 1 left, the bag and checkout kept quiet and showed Qty 1.
// The line keeps the quantity chosen, and both pages say spec 2 section 8's per-item words.

let t: TestApp;
let stockIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  stockIds = (await pickStocks(t.database.db, { kind: "retail", moreThan: 3, count: 3 })).map(
    (row) => row.stockId,
  );
});
afterAll(async () => {
  await t?.close();
});

describe("a bag line holding more than is left", () => {
  it("keeps its quantity and says so in the bag and at checkout until it is lowered", async () => {
    const stockId = stockIds[0] ?? 0;
    const { browser } = await checkoutBrowser(t);
    await browser.post("/cartAddItem.do", { stockId: String(stockId), quantity: "2" });
    await browser.post("/cartAddItem.do", { stockId: String(stockIds[1] ?? 0), quantity: "1" });
    await setOnHand(t.database.db, stockId, 1);

    const bag = await (await browser.request("/cart")).text();
    expect(pageText(bag)).toContain(QUANTITY_UNAVAILABLE_MESSAGE);
    // Once, on the short line: its quantity select still shows 2, described by the words.
    expect(pageText(bag).split(QUANTITY_UNAVAILABLE_MESSAGE)).toHaveLength(2);
    expect(bag).toMatch(
      new RegExp(`<select id="quantity-${stockId}"[^>]*aria-describedby="quantity-short-${stockId}"`),
    );
    expect(bag).toMatch(new RegExp(`<select id="quantity-${stockId}"[^>]*>.*?<option value="2" selected=""`));
    expect(pageText(bag)).toContain("Subtotal (3 items)");

    const checkout = pageText(await (await browser.request("/checkout")).text());
    expect(checkout).toContain("Qty 2");
    expect(checkout).toContain(QUANTITY_UNAVAILABLE_MESSAGE);

    // Lowered to what is left, the words go.
    await browser.post("/cart", { intent: "quantity", stockId: String(stockId), quantity: "1" });
    expect(pageText(await (await browser.request("/cart")).text())).not.toContain(
      QUANTITY_UNAVAILABLE_MESSAGE,
    );
    const after = pageText(await (await browser.request("/checkout")).text());
    expect(after).not.toContain(QUANTITY_UNAVAILABLE_MESSAGE);
    expect(after).toContain("Qty 1");
  });
});
