import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProductPrice } from "../tests/support/catalog-fixtures.ts";
import { appendMenuItem } from "../tests/support/content-fixtures.ts";
import { CookieBrowser, pageText } from "../tests/support/cookie-browser.ts";
import { signedInCustomer, type TestCustomer } from "../tests/support/customers.ts";
import { pickStock, pickStocks, setOnHand, stylesWithStockIds } from "../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

// Issue 11: pages the same for every guest are cached and shared; what differs per visitor is read
// beside them (GET /v1/visitor). These tests are about correctness only, never speed.
let t: TestApp;
let productPath: string;
let productId: number;
let ann: TestCustomer;
let bob: TestCustomer;
let guest: CookieBrowser;

/** A stock of the page's product with this many on hand (or more), for the stock tests. */
function stockWith(atLeast: number) {
  return pickStock(t.database.db, { ofProduct: productId, moreThan: atLeast - 1 });
}

const addToBag = async (browser: CookieBrowser, stockId: number) => {
  const response = await browser.request("/v1/cart", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ items: [{ stockId, quantity: 1 }] }),
  });
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  const [row] = await pickStocks(t.database.db, { moreThan: 20 });
  if (!row) throw new Error("no product with stock");
  productId = row.productId;
  productPath = `/product/${productId}`;
  ann = await signedInCustomer(t.app, t.database.db, { firstName: "Annabel" });
  bob = await signedInCustomer(t.app, t.database.db, { firstName: "Bartholomew" });
  guest = new CookieBrowser(t.app);
  await addToBag(ann.browser, row.stockId);
  await addToBag(guest, row.stockId);
});
afterAll(async () => {
  await t?.close();
});

describe("a CDN's bound, set apart from the process's", () => {
  for (const [cdnSeconds, expected] of [
    [10, "public, max-age=0, s-maxage=5, stale-while-revalidate=5"],
    [7200, "public, max-age=0, s-maxage=300, stale-while-revalidate=300"], // never past the process's 600 s
    [0, "public, max-age=0, no-cache"],
  ] as const) {
    it(`PAGE_CACHE_CDN_SECONDS=${cdnSeconds}: ${expected}`, async () => {
      const app = await createTestApp({ products: 40, pageCache: { maxAgeSeconds: 600, cdnSeconds } });
      try {
        const response = await new CookieBrowser(app.app).request("/women");
        expect(response.headers.get("x-page-cache")).toBe("MISS");
        expect(response.headers.get("cache-control")).toBe(expected);
      } finally {
        await app.close();
      }
    });
  }
});

describe("shared pages", () => {
  it("never carry one visitor's data to another (two customers and a guest, interleaved)", async () => {
    const secrets = [ann, bob].flatMap((customer) => [
      customer.firstName,
      customer.email,
      customer.browser.cookies.get("session-id") ?? "",
      customer.browser.cookies.get("x-main") ?? "",
    ]);
    secrets.push(guest.cookies.get("session-id") ?? "");
    for (const path of ["/", "/women", "/search/shoes", productPath, "/brands"]) {
      const bodies: string[] = [];
      for (const browser of [
        ann.browser,
        guest,
        bob.browser,
        ann.browser,
        new CookieBrowser(t.app),
        bob.browser,
      ]) {
        const response = await browser.request(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.getSetCookie(), path).toEqual([]);
        expect(response.headers.get("cache-control"), path).toMatch(/^public, /);
        const html = await response.text();
        for (const secret of secrets) expect(html, `${path} holds ${secret}`).not.toContain(secret);
        bodies.push(html);
      }
      expect(new Set(bodies).size, `${path}: one page for everyone`).toBe(1);
    }
  });

  it("leave each visitor's own parts to GET /v1/visitor, which answers each their own, never cached", async () => {
    const read = async (browser: CookieBrowser) => {
      const response = await browser.request("/v1/visitor");
      expect(response.headers.get("cache-control")).toBe("no-store");
      return response.json();
    };
    const [annParts, guestParts, bobParts] = [
      await read(ann.browser),
      await read(guest),
      await read(bob.browser),
    ];
    expect(annParts).toMatchObject({
      cartCount: 1,
      favoritesCount: 0,
      customer: { firstName: ann.firstName, authenticated: true },
      customerKey: String(ann.customerId),
      sessionId: ann.browser.cookies.get("session-id"),
    });
    expect(bobParts).toMatchObject({
      cartCount: 0,
      customer: { firstName: bob.firstName, authenticated: true },
      customerKey: String(bob.customerId),
    });
    expect(guestParts).toMatchObject({
      cartCount: 1,
      customer: null,
      favoritesCount: null,
      customerKey: null,
    });
  });

  it("hand a new visitor the session cookies from GET /v1/visitor instead", async () => {
    const newcomer = new CookieBrowser(t.app);
    expect((await newcomer.request("/")).headers.getSetCookie()).toEqual([]);
    const visitor = await (await newcomer.request("/v1/visitor")).json();
    expect(newcomer.cookies.get("session-id")).toBe(visitor.sessionId);
  });

  it("are answered from the cache once rendered, HEAD too", async () => {
    await guest.request("/women");
    const again = await guest.request("/women");
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    const head = await guest.request("/women", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("are kept compressed and answered in the encoding asked for, the same page in each", async () => {
    const page = async (encoding: string) => {
      const response = await guest.request("/search/shoes", { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      const used = response.headers.get("content-encoding");
      return {
        used,
        cache: response.headers.get("x-page-cache"),
        html: (used === "br"
          ? brotliDecompressSync(body)
          : used === "gzip"
            ? gunzipSync(body)
            : body
        ).toString(),
      };
    };
    const [br, gzip, identity] = [await page("br, gzip"), await page("gzip"), await page("identity")];
    expect([br.used, gzip.used, identity.used]).toEqual(["br", "gzip", null]);
    expect([gzip.cache, identity.cache]).toEqual(["HIT", "HIT"]);
    expect(identity.html).toContain("</html>");
    expect(br.html).toBe(identity.html);
    expect(gzip.html).toBe(identity.html);
  });

  it("tell a CDN its own bound (60 s by default), shorter than the process's, and that the page is new", async () => {
    const response = await guest.request("/women");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    // Checked against the generation as it is sent: an Age of its time in the process would expire it at a CDN.
    expect(response.headers.get("age")).toBe("0");
    expect(Number(response.headers.get("x-page-age"))).toBeGreaterThanOrEqual(0);
  });

  it("show a new price at once", async () => {
    await guest.request(productPath);
    expect((await guest.request(productPath)).headers.get("x-page-cache")).toBe("HIT");
    await setProductPrice(t.database.db, productId, { priceCents: 12_345, msrpCents: 20_000 });
    const response = await guest.request(productPath);
    expect(response.headers.get("x-page-cache")).toBe("MISS");
    expect(await response.text()).toContain("$123.45");
  });

  it("show a size selling out at once, and a low-stock count, but not every count above it", async () => {
    const stock = await stockWith(13);
    const page = async () => (await guest.request(productPath)).headers.get("x-page-cache");
    await page();
    expect(await page()).toBe("HIT");
    // 13 to 12: no page shows it (only counts of 10 or less are), so it may wait for the bound.
    await setOnHand(t.database.db, stock.stockId, 12);
    expect(await page()).toBe("HIT");
    // 12 to 5: 'Only 5 left in stock!'.
    await setOnHand(t.database.db, stock.stockId, 5);
    expect(await page()).toBe("MISS");
    // Sold out.
    await setOnHand(t.database.db, stock.stockId, 0);
    expect(await page()).toBe("MISS");
    await setOnHand(t.database.db, stock.stockId, 13);
    expect(await page()).toBe("MISS");
  });

  it("show a content change (the menus) at once", async () => {
    await guest.request("/");
    expect((await guest.request("/")).headers.get("x-page-cache")).toBe("HIT");
    await appendMenuItem(t.database.db, "nav", { text: "Winter Sale", link: "/search/winter" });
    const response = await guest.request("/");
    expect(response.headers.get("x-page-cache")).toBe("MISS");
    expect(await response.text()).toContain("Winter Sale");
  });
});

describe("hearts on shared pages (a form for everyone, the page not knowing who is signed in)", () => {
  const heart = (browser: CookieBrowser) =>
    browser.post("/account/favorites", {
      intent: "add",
      itemId: String(styleId),
      returnTo: "/search/shoes?page=2",
    });
  let styleId: number;
  beforeAll(async () => {
    const [row] = await stylesWithStockIds(t.database.db);
    styleId = row?.styleId ?? 0;
  });

  it("a guest's heart goes to sign-in, which comes back to the page with heartOnLoad", async () => {
    const response = await heart(new CookieBrowser(t.app));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/login?redirect=${encodeURIComponent(`/search/shoes?page=2&heartOnLoad=${styleId}`)}`,
    );
  });

  it("a customer's heart keeps the style and comes back to the page", async () => {
    const response = await heart(bob.browser);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/search/shoes?page=2");
    expect(await (await bob.browser.request("/v1/visitor")).json()).toMatchObject({ favoritesCount: 1 });
  });
});

describe("personal pages", () => {
  it.each(["/cart", "/account", "/account/favorites", "/search/shoes/sort/bestForYou/desc"])(
    "%s is rendered for the signed-in customer and never kept",
    async (path) => {
      for (const customer of [ann, bob]) {
        const response = await customer.browser.request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.has("x-page-cache")).toBe(false);
        expect(pageText(await response.text())).toContain(`Hi, ${customer.firstName}`);
      }
    },
  );

  it("a client navigation that reloads the layout (after a form) carries the visitor and is never kept", async () => {
    const response = await ann.browser.request("/women.data?_routes=root,entry-women");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain(ann.firstName);
    const shared = await ann.browser.request("/women.data?_routes=entry-women");
    expect(shared.headers.get("cache-control")).toMatch(/^public, /);
    expect(await shared.text()).not.toContain(ann.firstName);
  });
});
