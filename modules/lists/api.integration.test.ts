import { OpenAPIHono } from "@hono/zod-openapi";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { sameOrigin } from "../../server/middleware/same-origin.ts";
import { session } from "../../server/middleware/session.ts";
import { stylesWithStockIds } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { CLOUDLIST_BASE, listRoutes } from "./api.server.ts";
import { LIST_ERRORS, MAX_ITEMS_PER_LIST, MAX_LISTS_PER_CUSTOMER } from "./rules.ts";
import { listItems } from "./schema.server.ts";
import type { ListChange, ListItemsPage, ListSummary } from "./types.ts";

let database: Database;
let api: OpenAPIHono<AppEnv>;
/** Styles of the catalogue with their stock ids. */
let styleA: { styleId: number; stockId: number };
let styleB: { styleId: number; stockId: number };
let moreStyles: number[];

/** A browser of the lists API with a cookie header (a signed-in customer, a guest, or nobody). */
class Shopper {
  constructor(
    readonly cookie: string | null,
    readonly customerId = 0,
  ) {}

  request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("cookie", this.cookie);
    return Promise.resolve(api.request(`http://localhost${CLOUDLIST_BASE}/${path}`, { ...init, headers }));
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(name: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(name, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  async ok<T>(response: Promise<Response>): Promise<T> {
    const answer = await response;
    if (answer.status !== 200) throw new Error(`${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  }
}

let emails = 0;
async function signedIn(): Promise<Shopper> {
  emails += 1;
  const customer = await registerCustomer(database.db, {
    name: `Lister ${emails}`,
    email: `lister${emails}@example.com`,
    password: "a long enough password 1",
  });
  const s = await startSignedInSession(database.db, customer.customerId);
  return new Shopper(
    `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}; x-main=${s.xMain}`,
    customer.customerId,
  );
}

const errorOf = async (response: Response) => (await response.json()) as { id: string; message: string };

beforeAll(async () => {
  database = await createSeededTestDatabase({ products: 40 });
  api = new OpenAPIHono<AppEnv>();
  // The server's own middleware: sessions, and the cross-site guard of every state-changing request.
  const services = testServices(database.db);
  api.use(async (c, next) => {
    c.set("logger", services.logger);
    await next();
  });
  api.use(session("never"), sameOrigin);
  api.route("/", listRoutes(testServices(database.db)));
  const styles = (await stylesWithStockIds(database.db)).map(({ styleId, stockIds }) => ({
    styleId,
    stockId: stockIds[0] ?? 0,
  }));
  if (styles.length < 10) throw new Error("too few styles");
  [styleA, styleB] = styles as [typeof styleA, typeof styleB];
  moreStyles = styles.slice(2, 10).map((style) => style.styleId);
});

afterAll(async () => {
  await database?.close();
});

const everyEndpoint: [string, "GET" | "POST", unknown][] = [
  ["lists", "GET", null],
  ["list?listId=h.", "GET", null],
  ["listItems?listId=h.", "GET", null],
  ["itemIdsOnList?listId=h.", "GET", null],
  ["itemSubsetOnLists?itemIds=1,2", "GET", null],
  ["addToList", "POST", { itemId: "1", listId: "h." }],
  ["removeFromList", "POST", { itemId: "1", listId: "h." }],
  ["createList", "POST", { type: "FAVORITES_LIST", name: "Shoes" }],
  ["shareList", "POST", { listId: "h." }],
  ["deleteList", "POST", { listId: "abcdefghijkl" }],
];

describe("the lists API refuses visitors who are not signed in", () => {
  const visitors = () => {
    const forged = `session-id=123-4567890-1234567; session-token=${"a".repeat(43)}; at-main=${"b".repeat(43)}`;
    return [new Shopper(null), new Shopper(forged)];
  };

  for (const [path, method, body] of everyEndpoint) {
    it(`answers 403 'Customer not recognized' to ${method} ${path.split("?")[0]} without a sign-in`, async () => {
      for (const visitor of visitors()) {
        const response = method === "GET" ? await visitor.get(path) : await visitor.post(path, body);
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toEqual({
          id: "customer.auth.required",
          message: "Customer not recognized",
        });
      }
    });
  }

  it("refuses a signed-in customer's session cookies with a wrong at-main", async () => {
    const customer = await signedIn();
    const tampered = new Shopper(
      (customer.cookie ?? "").replace(/at-main=[^;]+/, `at-main=${"c".repeat(43)}`),
    );
    expect((await tampered.get("lists")).status).toBe(403);
  });
});

describe("hearts on the default list 'h.'", () => {
  it("shows the default list to a new customer before its first item", async () => {
    const customer = await signedIn();
    const { lists } = await customer.ok<{ lists: ListSummary[] }>(customer.get("lists"));
    expect(lists).toEqual([
      {
        listId: "h.",
        type: "FAVORITES_LIST",
        name: "Favorites",
        shareToken: null,
        itemCount: 0,
        createdAt: null,
      },
    ]);
    expect(await customer.ok(customer.get("itemIdsOnList"))).toEqual({ listId: "h.", itemIds: [] });
  });

  it("adds a style once however often it is hearted, and lists it with its product", async () => {
    const customer = await signedIn();
    const first = await customer.ok<ListChange>(
      customer.post("addToList", { itemId: String(styleA.styleId), subItemId: null, listId: "h." }),
    );
    expect(first).toEqual({ listId: "h.", itemId: String(styleA.styleId), subItemId: null, itemCount: 1 });
    const again = await customer.ok<ListChange>(customer.post("addToList", { itemId: styleA.styleId }));
    expect(again.itemCount).toBe(1);
    const page = await customer.ok<ListItemsPage>(customer.get("listItems?listId=h."));
    expect(page.nextPageToken).toBeNull();
    expect(page.items).toHaveLength(1);
    const [entry] = page.items;
    expect(entry).toMatchObject({
      itemId: String(styleA.styleId),
      subItemId: null,
      merchantId: "A1FLEETF00T01",
    });
    expect(entry?.product?.styleId).toBe(styleA.styleId);
    expect(entry?.product?.productUrl).toMatch(/^\/p\/.+\/product\/\d+\/color\/\d+$/);
    expect(await customer.ok(customer.get("itemIdsOnList?listId=h."))).toEqual({
      listId: "h.",
      itemIds: [String(styleA.styleId)],
    });
  });

  it("keeps a size (sub-item) of the style, and the merchant named", async () => {
    const customer = await signedIn();
    const change = await customer.ok<ListChange>(
      customer.post("addToList", {
        itemId: styleA.styleId,
        subItemId: String(styleA.stockId),
        merchantId: "A9AMST0RE0002",
      }),
    );
    expect(change).toMatchObject({ subItemId: String(styleA.stockId), itemCount: 1 });
    const page = await customer.ok<ListItemsPage>(customer.get("listItems"));
    expect(page.items[0]).toMatchObject({ subItemId: String(styleA.stockId), merchantId: "A9AMST0RE0002" });
  });

  it("refuses unknown styles and a stock of another style (404 item.not.found)", async () => {
    const customer = await signedIn();
    const unknown = await customer.post("addToList", { itemId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).id).toBe("item.not.found");
    const mismatch = await customer.post("addToList", { itemId: styleA.styleId, subItemId: styleB.stockId });
    expect(mismatch.status).toBe(404);
    expect(await customer.ok(customer.get("itemIdsOnList"))).toEqual({ listId: "h.", itemIds: [] });
  });

  it("removes a style with every size of it, or one size alone", async () => {
    const customer = await signedIn();
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId }));
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId, subItemId: styleA.stockId }));
    await customer.ok(customer.post("addToList", { itemId: styleB.styleId }));
    const oneSize = await customer.ok<ListChange>(
      customer.post("removeFromList", { itemId: styleA.styleId, subItemId: styleA.stockId, listId: "h." }),
    );
    expect(oneSize.itemCount).toBe(2);
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId, subItemId: styleA.stockId }));
    const whole = await customer.ok<ListChange>(
      customer.post("removeFromList", { itemId: styleA.styleId, listId: "h." }),
    );
    expect(whole.itemCount).toBe(1);
    const nothing = await customer.ok<ListChange>(
      customer.post("removeFromList", { itemId: styleA.styleId }),
    );
    expect(nothing.itemCount).toBe(1);
    expect(await customer.ok(customer.get("itemIdsOnList"))).toEqual({
      listId: "h.",
      itemIds: [String(styleB.styleId)],
    });
  });

  it("answers which of some items are on the customer's lists", async () => {
    const customer = await signedIn();
    const list = await customer.ok<ListSummary>(
      customer.post("createList", { type: "FAVORITES_LIST", name: "Summer" }),
    );
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId }));
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId, listId: list.listId }));
    await customer.ok(customer.post("addToList", { itemId: styleB.styleId, listId: list.listId }));
    const ids = [styleA.styleId, styleB.styleId, moreStyles[0]].join(",");
    const { items } = await customer.ok<{ items: unknown[] }>(
      customer.get(`itemSubsetOnLists?itemIds=${ids}`),
    );
    expect(items).toHaveLength(3);
    expect(items).toContainEqual({ itemId: String(styleA.styleId), subItemId: null, listId: "h." });
    expect(items).toContainEqual({ itemId: String(styleB.styleId), subItemId: null, listId: list.listId });
    const onHearts = await customer.ok<{ items: unknown[] }>(
      customer.get(`itemSubsetOnLists?itemIds=${ids}&listId=h.`),
    );
    expect(onHearts.items).toEqual([{ itemId: String(styleA.styleId), subItemId: null, listId: "h." }]);
  });

  it("pages the items newest first with nextPageToken", async () => {
    const customer = await signedIn();
    for (const styleId of moreStyles.slice(0, 5))
      await customer.ok(customer.post("addToList", { itemId: styleId }));
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const query: string = token ? `listItems?limit=2&pageToken=${token}` : "listItems?limit=2";
      const page: ListItemsPage = await customer.ok<ListItemsPage>(customer.get(query));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.itemId));
      token = page.nextPageToken;
      pages += 1;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual(moreStyles.slice(0, 5).reverse().map(String));
  });

  it(`refuses the ${MAX_ITEMS_PER_LIST + 1}th item of a list with list.full, and changes nothing`, async () => {
    const customer = await signedIn();
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId }));
    const { customerId } = customer;
    // Fill the list to its limit (item ids need not be styles for this).
    const fill = Array.from({ length: MAX_ITEMS_PER_LIST - 1 }, (_, i) => ({
      customerId,
      listId: "h.",
      itemId: 1_000_000_000 + i,
      merchantId: "A1FLEETF00T01",
    }));
    for (let i = 0; i < fill.length; i += 500)
      await database.db.insert(listItems).values(fill.slice(i, i + 500));
    const full = await customer.post("addToList", { itemId: styleB.styleId });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toEqual({ id: "list.full", message: LIST_ERRORS["list.full"] });
    const again = await customer.ok<ListChange>(customer.post("addToList", { itemId: styleA.styleId }));
    expect(again.itemCount).toBe(MAX_ITEMS_PER_LIST);
  });
});

describe("lists: create, read, share, delete", () => {
  it("creates named lists after the default one and reads each", async () => {
    const customer = await signedIn();
    const created = await customer.ok<ListSummary>(
      customer.post("createList", { type: "FAVORITES_LIST", name: "  Winter   boots " }),
    );
    expect(created).toMatchObject({
      type: "FAVORITES_LIST",
      name: "Winter boots",
      shareToken: null,
      itemCount: 0,
    });
    expect(created.listId).toMatch(/^[a-z0-9]{12}$/);
    const { lists } = await customer.ok<{ lists: ListSummary[] }>(customer.get("lists"));
    expect(lists.map((list) => list.listId)).toEqual(["h.", created.listId]);
    expect(await customer.ok(customer.get(`list?listId=${created.listId}`))).toEqual(created);
  });

  it(`keeps at most ${MAX_LISTS_PER_CUSTOMER} lists, even when asked at once`, async () => {
    const customer = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: MAX_LISTS_PER_CUSTOMER + 3 }, (_, i) =>
        customer.post("createList", { type: "FAVORITES_LIST", name: `List ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_LISTS_PER_CUSTOMER - 1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await errorOf(refused as Response)).toEqual({
      id: "list.limit.reached",
      message: LIST_ERRORS["list.limit.reached"],
    });
    const { lists } = await customer.ok<{ lists: ListSummary[] }>(customer.get("lists"));
    expect(lists).toHaveLength(MAX_LISTS_PER_CUSTOMER);
  });

  it("shares a list with one token, kept on every share", async () => {
    const customer = await signedIn();
    const shared = await customer.ok<ListSummary>(customer.post("shareList", { listId: "h." }));
    expect(shared.shareToken).toMatch(/^[a-z0-9]{32}$/);
    const again = await customer.ok<ListSummary>(customer.post("shareList", { listId: "h." }));
    expect(again.shareToken).toBe(shared.shareToken);
  });

  it("deletes a list with its items; the default list cannot be deleted", async () => {
    const customer = await signedIn();
    const list = await customer.ok<ListSummary>(
      customer.post("createList", { type: "FAVORITES_LIST", name: "Gone" }),
    );
    await customer.ok(customer.post("addToList", { itemId: styleA.styleId, listId: list.listId }));
    expect(await customer.ok(customer.post("deleteList", { listId: list.listId }))).toEqual({
      listId: list.listId,
      deleted: true,
    });
    expect((await customer.get(`list?listId=${list.listId}`)).status).toBe(404);
    expect((await customer.post("deleteList", { listId: list.listId })).status).toBe(404);
    const rows = await database.db.select().from(listItems).where(eq(listItems.listId, list.listId));
    expect(rows).toEqual([]);
    const undeletable = await customer.post("deleteList", { listId: "h." });
    expect(undeletable.status).toBe(409);
    expect((await errorOf(undeletable)).id).toBe("list.default.undeletable");
  });

  it("answers 404 list.not.found for a well-formed list id the customer does not have", async () => {
    const customer = await signedIn();
    for (const path of [
      "list?listId=abcdefghijkl",
      "listItems?listId=abcdefghijkl",
      "itemIdsOnList?listId=abcdefghijkl",
    ]) {
      const response = await customer.get(path);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).id).toBe("list.not.found");
    }
  });
});

describe("one customer can never read or change another's lists", () => {
  let owner: Shopper;
  let other: Shopper;
  let list: ListSummary;

  beforeAll(async () => {
    owner = await signedIn();
    other = await signedIn();
    list = await owner.ok<ListSummary>(owner.post("createList", { type: "FAVORITES_LIST", name: "Private" }));
    await owner.ok(owner.post("addToList", { itemId: styleA.styleId, listId: list.listId }));
    await owner.ok(owner.post("addToList", { itemId: styleB.styleId }));
    await owner.ok(owner.post("shareList", { listId: list.listId }));
  });

  const ownerUnchanged = async () => {
    const { lists } = await owner.ok<{ lists: ListSummary[] }>(owner.get("lists"));
    expect(lists.map((l) => [l.listId, l.itemCount])).toEqual([
      ["h.", 1],
      [list.listId, 1],
    ]);
  };

  it("lists: shows only the customer's own lists", async () => {
    const { lists } = await other.ok<{ lists: ListSummary[] }>(other.get("lists"));
    expect(lists.map((l) => l.listId)).toEqual(["h."]);
    expect(lists[0]?.itemCount).toBe(0);
  });

  it("list, listItems, itemIdsOnList: another's list id is not found", async () => {
    for (const path of [
      `list?listId=${list.listId}`,
      `listItems?listId=${list.listId}`,
      `itemIdsOnList?listId=${list.listId}`,
    ]) {
      const response = await other.get(path);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).id).toBe("list.not.found");
    }
  });

  it("'h.' is each customer's own heart list", async () => {
    expect(await other.ok(other.get("itemIdsOnList?listId=h."))).toEqual({ listId: "h.", itemIds: [] });
    const page = await other.ok<ListItemsPage>(other.get("listItems?listId=h."));
    expect(page.items).toEqual([]);
  });

  it("itemSubsetOnLists: never tells of another's items", async () => {
    const found = await other.ok(other.get(`itemSubsetOnLists?itemIds=${styleA.styleId},${styleB.styleId}`));
    expect(found).toEqual({ items: [] });
    const named = await other.ok(
      other.get(`itemSubsetOnLists?itemIds=${styleA.styleId}&listId=${list.listId}`),
    );
    expect(named).toEqual({ items: [] });
  });

  it("addToList, removeFromList, shareList, deleteList: another's list is not found and stays as it was", async () => {
    const attempts = [
      other.post("addToList", { itemId: styleB.styleId, listId: list.listId }),
      other.post("removeFromList", { itemId: styleA.styleId, listId: list.listId }),
      other.post("shareList", { listId: list.listId }),
      other.post("deleteList", { listId: list.listId }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).id).toBe("list.not.found");
    }
    // Removing from 'h.' touches only the caller's own heart list.
    await other.ok(other.post("removeFromList", { itemId: styleB.styleId, listId: "h." }));
    await ownerUnchanged();
    const owned = await owner.ok<ListSummary>(owner.get(`list?listId=${list.listId}`));
    expect(owned.shareToken).toBe(list.shareToken ?? owned.shareToken);
  });

  it("a customer's own rows are never another's: the database holds the owner's items only under the owner", async () => {
    const rows = await database.db.select().from(listItems).where(ne(listItems.listId, "h."));
    expect(new Set(rows.filter((row) => row.listId === list.listId).map((row) => row.customerId)).size).toBe(
      1,
    );
  });
});

describe("bad input is a 400 naming the field, never a 500", () => {
  let customer: Shopper;
  beforeAll(async () => {
    customer = await signedIn();
  });

  const badBodies: [string, unknown, RegExp][] = [
    ["addToList", { itemId: "abc" }, /itemId/],
    ["addToList", { itemId: -4 }, /itemId/],
    ["addToList", { itemId: 1.5 }, /itemId/],
    ["addToList", { itemId: "99999999999" }, /itemId/],
    ["addToList", {}, /itemId/],
    ["addToList", { itemId: 1, listId: "../x" }, /listId/],
    ["addToList", { itemId: 1, subItemId: "x" }, /subItemId/],
    ["addToList", { itemId: 1, merchantId: "SOMEONE" }, /merchantId/],
    ["addToList", { itemId: 1, extra: true }, /extra/],
    ["addToList", [], /object/i],
    ["removeFromList", { itemId: { $gt: 1 } }, /itemId/],
    ["createList", { type: "WISH_LIST", name: "x" }, /type/],
    ["createList", { type: "FAVORITES_LIST", name: "   " }, /name/],
    ["createList", { type: "FAVORITES_LIST", name: "x".repeat(101) }, /name/],
    ["createList", { type: "FAVORITES_LIST", name: "a\u0000b" }, /name/],
    ["shareList", { listId: 5 }, /listId/],
    ["deleteList", { listId: "h._" }, /listId/],
  ];

  for (const [name, body, field] of badBodies) {
    it(`${name} ${JSON.stringify(body).slice(0, 40)}`, async () => {
      const response = await customer.post(name, body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.id).toBe("list.invalid.input");
      expect(error.message).toMatch(field);
    });
  }

  it("refuses a body that is not JSON, or not sent as JSON (as a cross-site form would)", async () => {
    const broken = await customer.post("addToList", "{not json");
    expect(broken.status).toBe(400);
    const form = await customer.post("addToList", "itemId=1", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(400);
    expect((await errorOf(form)).message).toMatch(/JSON/);
  });

  it("refuses a body too large to be a list change", async () => {
    const response = await customer.post("createList", { type: "FAVORITES_LIST", name: "x".repeat(10_000) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/at most 4096 bytes/);
  });

  it("refuses a JSON request from another site's page (Origin), before the API reads it", async () => {
    const response = await customer.post(
      "addToList",
      { itemId: styleA.styleId },
      { origin: "https://evil.example", host: "localhost" },
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).id).toBe("request.cross.site");
  });

  const badQueries = [
    "list?listId=nope",
    "listItems?listId=h.&limit=0",
    "listItems?limit=101",
    "listItems?limit=abc",
    "listItems?pageToken=xyz",
    "itemIdsOnList?listId=%3Cscript%3E",
    "itemSubsetOnLists",
    "itemSubsetOnLists?itemIds=1,,2",
    "itemSubsetOnLists?itemIds=a",
    `itemSubsetOnLists?itemIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
  ];
  for (const query of badQueries) {
    it(`GET ${query.slice(0, 50)}`, async () => {
      const response = await customer.get(query);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).id).toBe("list.invalid.input");
    });
  }
});
