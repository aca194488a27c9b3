import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

let t: TestApp;
const base = "http://localhost:3000";

/** A visitor of the bag page keeping its cookies; no JavaScript, plain requests. */
async function visitor() {
  const first = await t.app.request(`${base}/cart`);
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const post = (path: string, fields: Record<string, string>) =>
    t.app.request(`${base}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const page = async (path = "/cart") =>
    textOf(await t.app.request(`${base}${path}`, { headers: { cookie } }));
  return { first, post, page };
}

let stockId: number;

/** The HTML without the comments React puts between adjacent text pieces. */
async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  const [row] = await pickStocks(t.database.db, { moreThan: 3 });
  if (!row) throw new Error("no stock");
  stockId = row.stockId;
});
afterAll(async () => {
  await t?.close();
});

describe("the bag page", () => {
  it("is titled 'My Bag', not indexed, and shows the empty bag", async () => {
    const { first } = await visitor();
    const html = await textOf(first);
    expect(first.status).toBe(200);
    expect(titleOf(html)).toBe("My Bag");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Your Bag is empty.");
  });

  it("shows what /cartAddItem.do added, and the header counts it", async () => {
    const v = await visitor();
    const added = await v.post("/cartAddItem.do", { stockId: String(stockId), quantity: "2" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/cart");
    const html = await v.page();
    expect(html).toContain("Subtotal (2 items)");
    expect(html).toContain('aria-label="Bag, 2 items"');
  });

  it("keeps no room for recommendations in an empty bag, so nothing below it moves when they would come", async () => {
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
    const empty = await textOf(await t.app.request(`${base}/cart`, { headers: browser }));
    expect(empty).toContain("Your Bag is empty.");
    const recommendations = /class="[^"]*\bproduct-recommendations(-placeholder)?[ "]/;
    expect(empty).not.toMatch(recommendations);

    const v = await visitor();
    await v.post("/cartAddItem.do", { stockId: String(stockId), quantity: "1" });
    const cookie = v.first.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const full = await textOf(await t.app.request(`${base}/cart`, { headers: { ...browser, cookie } }));
    expect(full).toContain("Subtotal (1 item)");
    expect(full).toMatch(recommendations);
  });

  it("changes quantity, saves for later and removes with plain form posts, redirecting back", async () => {
    const v = await visitor();
    await v.post("/cartAddItem.do", { stockId: String(stockId) });
    const changed = await v.post("/cart", { intent: "quantity", stockId: String(stockId), quantity: "3" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/cart");
    expect(await v.page()).toContain('aria-label="Bag, 3 items"');
    await v.post("/cart", { intent: "save", stockId: String(stockId) });
    expect(await v.page()).toContain("Saved for Later");
    await v.post("/cart", { intent: "remove", stockId: String(stockId) });
    const html = await v.page();
    expect(html).toContain("Your Bag is empty.");
    expect(html).not.toContain("Saved for Later");
  });

  it("answers a malformed change with a 400 and a clear message", async () => {
    const v = await visitor();
    const response = await v.post("/cart", { intent: "explode", stockId: "1" });
    expect(response.status).toBe(400);
    expect(await textOf(response)).toContain("Sorry, we could not understand that change to your bag.");
    const negative = await v.post("/cart", { intent: "quantity", stockId: String(stockId), quantity: "-1" });
    expect(negative.status).toBe(400);
  });

  it("shows the spec's words for a known error id and nothing of unknown text", async () => {
    const v = await visitor();
    expect(await v.page("/cart?error=cart.no.stock")).toContain("Sorry, this product is out of stock.");
    const forged = await v.page("/cart?error=%3Cscript%3Ealert(1)%3C/script%3E");
    expect(forged).not.toContain("<script>alert(1)");
    expect(forged).toContain("Oops, something went wrong while updating your cart.");
  });

  it("refuses a change posted without the session cookies (a cross-site form gets none)", async () => {
    const response = await t.app.request(`${base}/cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "remove", stockId: String(stockId) }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      "Your session has expired. Please reload the page and try again.",
    );
  });
});
