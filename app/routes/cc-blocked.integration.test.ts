import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CC_BLOCKED } from "../../modules/identity/index.ts";
import { parseCustomersCommand, runCustomersCommand } from "../../scripts/customers-command.ts";
import { pageText } from "../../tests/support/cookie-browser.ts";
import { retailStockIds, signedInBuyer } from "../../tests/support/order-shopper.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// A customer the operators blocked (`npm run customers -- blocked <email> on`) cannot place an
// order: checkout sends them to /error/ccBlocked (decision 218); lifted, they can.

let t: TestApp;
const now = new Date("2026-11-27T12:00:00Z");
const operator = (...argv: string[]) => runCustomersCommand(t.database.db, parseCustomersCommand(argv));
const hidden = (html: string, name: string) =>
  html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => {
  await t?.close();
});

describe("a blocked customer at checkout", () => {
  it("is sent to /error/ccBlocked instead of an order, until the operators lift the block", async () => {
    const { buyer, browser } = await signedInBuyer(t, now);
    const [stockId] = await retailStockIds(t.database.db, 1);
    await buyer.add(stockId as number);
    expect(await operator("blocked", buyer.email, "on")).toBe(
      `${buyer.email}: blocked (checkout refuses their orders)`,
    );

    const place = async () => {
      const review = await (await browser.request("/checkout")).text();
      return browser.post("/checkout", {
        intent: "place",
        purchaseId: hidden(review, "purchaseId"),
        versionNumber: hidden(review, "versionNumber"),
      });
    };
    const refused = await place();
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(CC_BLOCKED.path);
    const page = await browser.request(CC_BLOCKED.path);
    expect(page.status).toBe(403);
    const words = pageText(await page.text());
    expect(words).toContain(CC_BLOCKED.heading);
    expect(words).toContain(CC_BLOCKED.message);
    expect(pageText(await (await browser.request("/cart")).text())).toContain("Subtotal (1 item)");

    expect(await operator("blocked", buyer.email, "off")).toBe(`${buyer.email}: not blocked`);
    const placed = await place();
    expect(placed.status).toBe(303);
    expect(placed.headers.get("location")).toMatch(/^\/confirmation\//);
  });

  it("refuses an operator line that is not understood, before touching anyone", () => {
    expect(() => parseCustomersCommand(["blocked", "someone@example.com", "yes"])).toThrow(
      /neither on nor off/,
    );
    expect(() => parseCustomersCommand(["block", "someone@example.com"])).toThrow(/unknown command/);
  });
});
