import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBrowser } from "../../tests/support/checkout-browser.ts";
import { pageText } from "../../tests/support/cookie-browser.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// Issue 30, point 6: the promo box at checkout, without JavaScript (the same answers reach the page
// with it). Each refusal is the box's own alert, in spec 2 section 8's words.

let t: TestApp;
let stockId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const [row] = await pickStocks(t.database.db, { kind: "retail", moreThan: 3 });
  if (!row) throw new Error("no stock");
  stockId = row.stockId;
});
afterAll(async () => {
  await t?.close();
});

/** The promo box's alert as drawn in the page (not the data the page carries for hydration). */
function couponAlert(html: string): string | null {
  const match = /<p id="checkout-coupon-error" role="alert"[^>]*>([^<]*)<\/p>/.exec(html);
  return match?.[1] ?? null;
}

const BAD_CODE = "There was a problem adding your gift card or code.  See below for more information.";

describe("the checkout's promo box", () => {
  it("answers an empty Apply, an unknown code and the employee code in the spec's words", async () => {
    const { browser } = await checkoutBrowser(t);
    await browser.post("/cartAddItem.do", { stockId: String(stockId), quantity: "1" });

    const empty = await browser.post("/checkout", { intent: "coupon", coupon: "" });
    expect(empty.status).toBe(400);
    expect(couponAlert(await empty.text())).toBe("A gift card or promotional code is required.");

    const unknown = await browser.post("/checkout", { intent: "coupon", coupon: "NOSUCHCODE" });
    expect(unknown.status).toBe(400);
    expect(couponAlert(await unknown.text())).toBe(
      `${BAD_CODE} An error occured while processing your promo code. Try again or contact us.`,
    );

    // The seeded employee code (its description 'Employee discount'): named so in the summary.
    const employee = await browser.post("/checkout", { intent: "coupon", coupon: "employee20" });
    expect(employee.status).toBe(200);
    const text = pageText(await employee.text());
    expect(text).toMatch(/<dt>Employee discount \(EMPLOYEE20\)<\/dt><dd>-\$/);
    // Any other code keeps the plain word.
    await browser.post("/checkout", { intent: "removeCoupon" });
    await browser.post("/checkout", { intent: "coupon", coupon: "WELCOME10" });
    expect(pageText(await (await browser.request("/checkout")).text())).toMatch(
      /<dt>Discount \(WELCOME10\)<\/dt>/,
    );
  });
});
