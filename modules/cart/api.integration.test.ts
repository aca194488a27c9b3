import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { pickStock, pickStocks, setOnHand as setStockOnHand } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { findStockItems } from "../catalog/index.server.ts";
import { cartRoutes } from "./api.server.ts";
import { CART_ERRORS, MAX_CART_LINES, MAX_ITEM_QUANTITY } from "./rules.ts";
import type { Cart } from "./types.ts";

/** A browser of the bag API: keeps the cookies the server hands out, as a browser does. */
class Visitor {
  cookies = new Map<string, string>();
  constructor(private readonly api: OpenAPIHono<AppEnv>) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await this.api.request(path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      this.cookies.set(name, value);
    }
    return response;
  }

  async cart(): Promise<Cart> {
    return (await this.request("/v1/cart")).json();
  }

  post(body: unknown): Promise<Response> {
    return this.request("/v1/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  async add(stockId: number, quantity = 1): Promise<Response> {
    return this.post({ items: [{ stockId, quantity, quantityAddition: true }] });
  }
}

type StockRow = Awaited<ReturnType<typeof pickStock>>;

describe("the bag API", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let plenty: StockRow; // onHand >= 5, a retail item
  let other: StockRow; // another retail item in stock
  let egc: StockRow;
  let physicalGiftCard: StockRow;

  const visitor = async () => {
    const v = new Visitor(api);
    await v.request("/v1/cart"); // a page or a bag read hands out the session cookies
    return v;
  };
  const setOnHand = (stockId: number, onHand: number) => setStockOnHand(database.db, stockId, onHand);
  const errorOf = async (response: Response) => (await response.json()) as { id: string; message: string };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 200 });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", cartRoutes(testServices(database.db)));
    plenty = await pickStock(database.db, { kind: "retail", moreThan: 4 });
    other = await pickStock(database.db, { kind: "retail", moreThan: 4, notOfStyle: plenty.styleId });
    egc = await pickStock(database.db, { kind: "egift card" });
    physicalGiftCard = await pickStock(database.db, { kind: "plastic gift card" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("hands out HttpOnly session cookies and answers an empty bag", async () => {
    const v = new Visitor(api);
    const response = await v.request("/v1/cart");
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    for (const name of ["session-id", "session-token", "ubid-main"]) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? "")?.[1] ?? "");
      expect(expires - Date.now()).toBeGreaterThan(19 * 365 * 24 * 3600 * 1000);
    }
    const cart: Cart = await response.json();
    expect(cart).toMatchObject({
      activeItems: [],
      savedItems: [],
      cartCount: 0,
      cartType: "RETAIL_ONLY_CART",
    });
    expect(cart.subtotal).toEqual({ amount: 0, currencyCode: "USD" });
  });

  it("adds by stock id or ASIN, prices from the catalogue, and counts units", async () => {
    const v = await visitor();
    const first = await v.add(plenty.stockId, 2);
    expect(first.status).toBe(200);
    const second = await v.post({ items: [{ asin: other.asin, quantity: 1, quantityAddition: true }] });
    const cart: Cart = await second.json();
    expect(cart.activeItems.map((item) => item.stockId).sort()).toEqual(
      [plenty.stockId, other.stockId].sort(),
    );
    expect(cart.activeItemTotalQuantity).toBe(3);
    expect(cart.cartCount).toBe(3);
    const line = cart.activeItems.find((item) => item.stockId === plenty.stockId);
    expect(line).toMatchObject({ asin: plenty.asin, quantity: 2, onHand: plenty.onHand, egc: false });
    expect(line?.productUrl).toMatch(/^\/p\/.+\/product\/\d+\/color\/\d+$/);
    const expected = cart.activeItems.reduce(
      (sum, item) => sum + Math.round(item.price * 100) * item.quantity,
      0,
    );
    expect(Math.round(cart.subtotal.amount * 100)).toBe(expected);
    const count = await (await v.request("/v1/getCartItemsCount")).json();
    expect(count).toEqual({ totalCartItems: 3 });
  });

  it("sets a quantity, and removes an item at quantity 0", async () => {
    const v = await visitor();
    await v.add(plenty.stockId, 1);
    const set = (await (await v.post({ items: [{ stockId: plenty.stockId, quantity: 4 }] })).json()) as Cart;
    expect(set.activeItems[0]?.quantity).toBe(4);
    const removed = (await (
      await v.post({ items: [{ stockId: plenty.stockId, quantity: 0 }] })
    ).json()) as Cart;
    expect(removed.activeItems).toEqual([]);
  });

  it("refuses more than is on hand, and more than the per-item limit, changing nothing", async () => {
    const v = await visitor();
    await v.add(plenty.stockId, 1);
    const tooMany = await v.add(plenty.stockId, plenty.onHand);
    expect(tooMany.status).toBe(409);
    expect(await errorOf(tooMany)).toEqual({
      id: "cart.validation.exception",
      message: `Sorry, we only have ${plenty.onHand} of this item.`,
    });
    await setOnHand(plenty.stockId, 50);
    const overLimit = await v.post({ items: [{ stockId: plenty.stockId, quantity: MAX_ITEM_QUANTITY + 1 }] });
    expect(await errorOf(overLimit)).toMatchObject({ id: "cart.validation.exception" });
    await setOnHand(plenty.stockId, plenty.onHand);
    expect((await v.cart()).activeItems[0]?.quantity).toBe(1);
  });

  it("answers cart.no.stock for a sold-out size and cart.no.style for a sold-out colour", async () => {
    const v = await visitor();
    await setOnHand(other.stockId, 0);
    const noStock = await v.add(other.stockId);
    // The style still has other sizes in stock, or it is sold out altogether.
    const [style] = await findStockItems(database.db, { stockIds: [other.stockId] });
    const expectedId = Number(style?.styleOnHand) > 0 ? "cart.no.stock" : "cart.no.style";
    expect(noStock.status).toBe(409);
    expect((await errorOf(noStock)).id).toBe(expectedId);

    const saved = (await findStockItems(database.db, { productIds: [other.productId] })).filter(
      (stock) => stock.styleId === other.styleId,
    );
    for (const row of saved) await setOnHand(row.stockId, 0);
    expect(await errorOf(await v.add(other.stockId))).toEqual({
      id: "cart.no.style",
      message: CART_ERRORS["cart.no.style"],
    });
    for (const row of saved) await setOnHand(row.stockId, row.onHand);
    await setOnHand(other.stockId, other.onHand);
    expect(await errorOf(await v.add(other.stockId))).not.toHaveProperty("id");
  });

  it("removes an item that sold out since it was added: asin.not.available, the change not made", async () => {
    const v = await visitor();
    await v.add(plenty.stockId, 1);
    await setOnHand(plenty.stockId, 0);
    const response = await v.add(other.stockId, 1);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      id: "asin.not.available",
      message: CART_ERRORS["asin.not.available"],
    });
    await setOnHand(plenty.stockId, plenty.onHand);
    const cart = await v.cart();
    expect(cart.activeItems).toEqual([]); // the sold-out item is gone and the other was not added
  });

  it("tells a bag read that a sold-out item was removed", async () => {
    const v = await visitor();
    await v.add(plenty.stockId, 1);
    await setOnHand(plenty.stockId, 0);
    const cart = (await v.cart()) as Cart & { notices: { id: string }[] };
    await setOnHand(plenty.stockId, plenty.onHand);
    expect(cart.activeItems).toEqual([]);
    expect(cart.notices).toEqual([{ id: "asin.not.available", message: CART_ERRORS["asin.not.available"] }]);
  });

  it("keeps e-Gift Cards apart from other items, both ways", async () => {
    const retailFirst = await visitor();
    await retailFirst.add(plenty.stockId);
    const mixed = await retailFirst.add(egc.stockId);
    expect(mixed.status).toBe(409);
    expect(await errorOf(mixed)).toEqual({
      id: "cannotAddMixedRetailAndEgc",
      message: CART_ERRORS.cannotAddMixedRetailAndEgc,
    });
    const egcFirst = await visitor();
    const egcCart = (await (await egcFirst.add(egc.stockId)).json()) as Cart;
    expect(egcCart.cartType).toBe("DIGITAL_GC_ONLY_CART");
    expect((await errorOf(await egcFirst.add(physicalGiftCard.stockId))).id).toBe(
      "cannotAddMixedRetailAndEgc",
    );
    const withGiftCard = (await (await retailFirst.add(physicalGiftCard.stockId)).json()) as Cart;
    expect(withGiftCard.cartType).toBe("MIXED_WITH_PHYSICAL");
  });

  it("prices a gift card at its amount", async () => {
    const v = await visitor();
    const cart = (await (await v.add(physicalGiftCard.stockId)).json()) as Cart;
    const line = cart.activeItems[0];
    expect(line?.giftCard).toBe(true);
    expect(line?.glProductGroupType).toBe("Gift Card");
    expect(`$${line?.price}`).toBe(line?.size);
  });

  it("refuses a bag of more than the limit of different items", async () => {
    const rows = await pickStocks(database.db, { kind: "retail", count: MAX_CART_LINES + 1 });
    const v = await visitor();
    const fill = await v.post({
      items: rows.slice(0, MAX_CART_LINES).map((row) => ({ stockId: row.stockId, quantity: 1 })),
    });
    expect(fill.status).toBe(200);
    const last = rows[MAX_CART_LINES];
    if (!last) throw new Error("catalogue too small");
    const full = await v.add(last.stockId);
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toEqual({
      id: "max.cart.size.exceeded",
      message: CART_ERRORS["max.cart.size.exceeded"],
    });
    expect((await v.cart()).activeItems).toHaveLength(MAX_CART_LINES);
  });

  it("counts two simultaneous adds to one bag (no lost update)", async () => {
    const v = await visitor();
    await v.add(plenty.stockId, 1); // the bag exists: both adds race on its items
    const answers = await Promise.all([
      v.add(plenty.stockId, 1),
      v.add(plenty.stockId, 1),
      v.add(other.stockId, 1),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    const cart = await v.cart();
    expect(cart.activeItems.find((item) => item.stockId === plenty.stockId)?.quantity).toBe(3);
    expect(cart.activeItemTotalQuantity).toBe(4);
  });

  it("counts simultaneous first adds of a new session once each", async () => {
    const v = await visitor();
    const answers = await Promise.all([v.add(plenty.stockId, 1), v.add(plenty.stockId, 1)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect((await v.cart()).activeItems[0]?.quantity).toBe(2);
  });

  it("never lets one session see or change another's bag", async () => {
    const alice = await visitor();
    await alice.add(plenty.stockId, 2);
    const mallory = await visitor();
    // Mallory knows Alice's session id (it is not secret) but not her token.
    mallory.cookies.set("session-id", alice.cookies.get("session-id") ?? "");
    const read = await mallory.cart();
    expect(read.activeItems).toEqual([]);
    const write = await mallory.add(other.stockId);
    expect(write.status).toBe(400);
    expect((await errorOf(write)).id).toBe("session.required");
    expect((await alice.cart()).activeItemTotalQuantity).toBe(2);
  });

  describe("bad input: 400 with a clear message, nothing changed", () => {
    const cases: [string, unknown, RegExp][] = [
      ["malformed JSON", "{items: [", /must be JSON/],
      ["no items", { items: [] }, /items must not be empty/],
      ["no id", { items: [{ quantity: 1 }] }, /asin or a stockId/],
      ["a negative quantity", { items: [{ stockId: 1, quantity: -1 }] }, /quantity must not be negative/],
      ["a fractional quantity", { items: [{ stockId: 1, quantity: 1.5 }] }, /whole number/],
      ["a huge quantity", { items: [{ stockId: 1, quantity: 1e12 }] }, /at most 1000/],
      ["a non-numeric quantity", { items: [{ stockId: 1, quantity: "two" }] }, /quantity/],
      ["a malformed ASIN", { items: [{ asin: "b0lower", quantity: 1 }] }, /asin must be B0/],
      [
        "too many items",
        { items: Array.from({ length: 101 }, () => ({ stockId: 1, quantity: 1 })) },
        /at most 100 items/,
      ],
      [
        "an unknown stock id",
        { items: [{ stockId: 2_000_000_000, quantity: 1 }] },
        /No item has stock id 2000000000/,
      ],
      ["an unknown ASIN", { items: [{ asin: "B0ZZZZZZZZ", quantity: 1 }] }, /No item has ASIN B0ZZZZZZZZ/],
    ];
    for (const [what, body, message] of cases) {
      it(`refuses ${what}`, async () => {
        const v = await visitor();
        await v.add(plenty.stockId, 1);
        const response = await v.post(body);
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.id).toBe("cart.invalid.input");
        expect(error.message).toMatch(message);
        expect((await v.cart()).activeItemTotalQuantity).toBe(1);
      });
    }

    it("refuses an ASIN and a stock id that name different items", async () => {
      const v = await visitor();
      const response = await v.post({ items: [{ stockId: plenty.stockId, asin: other.asin, quantity: 1 }] });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/name different items/);
    });

    it("makes a session for a change without session cookies (a visitor on a cached page)", async () => {
      const v = new Visitor(api);
      const response = await v.add(plenty.stockId);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("session-token="))).toBe(
        true,
      );
      expect((await v.cart()).activeItemTotalQuantity).toBe(1);
    });
  });

  describe("POST /cartAddItem.do (no JavaScript)", () => {
    const form = (v: Visitor, fields: Record<string, string>) =>
      v.request("/cartAddItem.do", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });

    it("adds the stock item and redirects to the bag", async () => {
      const v = await visitor();
      const response = await form(v, { stockId: String(plenty.stockId), quantity: "1" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/cart");
      await form(v, { stockId: String(plenty.stockId) });
      expect((await v.cart()).activeItems[0]?.quantity).toBe(2);
    });

    it("redirects with the error id when the item cannot be added", async () => {
      const v = await visitor();
      await setOnHand(other.stockId, 0);
      const response = await form(v, { stockId: String(other.stockId) });
      await setOnHand(other.stockId, other.onHand);
      expect(response.headers.get("location")).toMatch(/^\/cart\?error=cart\.no\.(stock|style)$/);
      const bad = await form(v, { stockId: "abc" });
      expect(bad.headers.get("location")).toBe("/cart?error=cart.invalid.input");
    });

    it("reads stock ids and quantities by the bag's one form schema", async () => {
      const v = await visitor();
      const locationOf = async (fields: Record<string, string>) =>
        (await form(v, fields)).headers.get("location");
      // Stock ids are written as product ids are, from 1 to the largest catalogue id; no spaces, no zero.
      for (const stockId of ["0", ` ${plenty.stockId}`, `${plenty.stockId} `, "-1", "1e3", "2147483648"]) {
        expect(await locationOf({ stockId }), JSON.stringify(stockId)).toBe("/cart?error=cart.invalid.input");
      }
      for (const quantity of ["0", "-1", "two"]) {
        expect(await locationOf({ stockId: String(plenty.stockId), quantity }), quantity).toBe(
          "/cart?error=cart.invalid.input",
        );
      }
      expect((await v.cart()).activeItems).toEqual([]);
      // A blank quantity is one; the ASIN names the stock when the stock id is blank.
      expect(await locationOf({ stockId: "", asin: plenty.asin, quantity: "" })).toBe("/cart");
      expect((await v.cart()).activeItems.map((item) => [item.stockId, item.quantity])).toEqual([
        [plenty.stockId, 1],
      ]);
    });
  });
});
