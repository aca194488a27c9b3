import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser } from "../tests/support/cookie-browser.ts";
import { signedInCustomer, type TestCustomer } from "../tests/support/customers.ts";
import { pickStocks } from "../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

// HSTS over HTTPS (ASVS 14.4.5), no-store on personal answers (ASVS 8.2.1), and the session's
// secrets never where a script can read them (ASVS 3.4.2, 8.2.2).
let t: TestApp;
let shopper: TestCustomer;
let productId: number;
let stockId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const [stock] = await pickStocks(t.database.db, { moreThan: 1 });
  productId = stock?.productId ?? 0;
  stockId = stock?.stockId ?? 0;
  shopper = await signedInCustomer(t.app, t.database.db);
  const added = await shopper.browser.post("/cartAddItem.do", { stockId: String(stockId), quantity: "1" });
  expect(added.status).toBe(303);
});
afterAll(async () => {
  await t?.close();
});

describe("HSTS", () => {
  it("is sent over HTTPS", async () => {
    const response = await t.app.request("https://localhost/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("is not sent over plain HTTP, nor when an untrusted client claims X-Forwarded-Proto https", async () => {
    expect((await t.app.request("http://localhost/")).headers.has("strict-transport-security")).toBe(false);
    const claimed = await t.app.request("http://localhost/", { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers.has("strict-transport-security")).toBe(false);
  });
});

// The home page and search pages are shared by every visitor (server/page-cache.integration.test.ts).
const personalPages = [
  "/account",
  "/account/favorites",
  "/account/favorites/h.",
  "/c/account-deletion-request",
  "/cart",
  "/cart.data",
  "/account.data",
];
const personalAnswers = [
  "/v1/cart",
  "/v1/getCartItemsCount",
  "/v1/customerInfo",
  "/auth/v1/atvalid",
  "/accountapi/cloudlist/v1/lists",
  "/accountapi/cloudlist/v1/listItems?listId=h.",
  "/accountapi/cloudlist/v1/itemIdsOnList?listId=h.",
  "/v1/subscriptions/stock",
];

describe("Cache-Control: no-store", () => {
  it.each(personalPages)("on the signed-in page %s", async (path) => {
    const response = await shopper.browser.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each(personalAnswers)("on the signed-in answer %s", async (path) => {
    const response = await shopper.browser.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["/login", "/register", "/forgot-password", "/federated-login", "/cart"])(
    "on the guest's page %s, which hands out session cookies",
    async (path) => {
      const response = await new CookieBrowser(t.app).request(path);
      expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("on the answers of sign-in, a bag change and sign-out", async () => {
    const other = await signedInCustomer(t.app, t.database.db);
    const signIn = await new CookieBrowser(t.app).post("/login", {
      email: other.email,
      password: other.password,
    });
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    const change = await other.browser.request("/v1/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ stockId, quantity: 1 }] }),
    });
    expect(change.status).toBe(200);
    expect(change.headers.get("cache-control")).toBe("no-store");
    expect((await other.browser.request("/v1/zap/logout")).headers.get("cache-control")).toBe("no-store");
  });

  it("but built assets and product images stay cacheable by anyone", async () => {
    const page = await (await new CookieBrowser(t.app).request("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(page)?.[0] ?? "";
    const cached = await t.app.request(asset);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("cache-control")).toContain("immutable");
  });
});

describe("the session token", () => {
  const secretsOf = (browser: CookieBrowser) =>
    ["session-token", "at-main", "x-main"].map((name) => {
      const value = browser.cookies.get(name);
      expect(value, name).toMatch(/^[A-Za-z0-9_-]{43}$/);
      return value ?? "";
    });

  it("is set only in HttpOnly cookies at sign-in", async () => {
    const browser = new CookieBrowser(t.app);
    await browser.request("/login");
    const other = await signedInCustomer(t.app, t.database.db);
    const response = await browser.post("/login", { email: other.email, password: other.password });
    const cookies = response.headers.getSetCookie();
    for (const name of ["session-id", "session-token", "at-main", "x-main"]) {
      const line = cookies.find((cookie) => cookie.startsWith(`${name}=`));
      expect(line, name).toMatch(/; HttpOnly/);
    }
  });

  it("never appears in a page, its data or a JSON answer, while the public session id does", async () => {
    const secrets = secretsOf(shopper.browser);
    const product = await shopper.browser.follow(
      await shopper.browser.request(`/product/${productId}`),
      `/product/${productId}`,
    );
    expect(product.response.status).toBe(200);
    const bodies = [await product.response.text()];
    for (const path of [...personalPages, ...personalAnswers, "/no-such-page", "/_root.data"]) {
      bodies.push(await (await shopper.browser.request(path)).text());
    }
    // A guest's session (one that keeps a bag) has a token as secret as a customer's.
    const guest = new CookieBrowser(t.app);
    await guest.request("/cart");
    await guest.post("/cartAddItem.do", { stockId: String(stockId), quantity: "1" });
    const guestToken = guest.cookies.get("session-token") ?? "";
    for (const path of [
      "/",
      "/cart",
      "/login",
      "/register",
      "/forgot-password",
      "/federated-login",
      "/_root.data",
    ]) {
      const body = await (await guest.request(path)).text();
      expect(body).not.toContain(guestToken);
    }
    const sessionId = shopper.browser.cookies.get("session-id") ?? "";
    expect(bodies.some((body) => body.includes(sessionId))).toBe(true);
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});
