import { gunzipSync } from "node:zlib";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renameProduct } from "../../tests/support/catalog-fixtures.ts";
import {
  egiftCardsAndNineAmProducts,
  liveProductIds,
  styleIdsOf,
  styleOnSale,
} from "../../tests/support/live-products.ts";
import { sellOutProduct } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const G = "http://base.google.com/ns/1.0";
const FEED = "/feeds/google-merchant.xml";
const FLEETFOOT = "http://localhost:3000";
const NINE_AM = "http://9am.localhost:3000";
const ODD_NAME = "Rock & <Roll> Runner";

let soldOutId: number;
let oddNameId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 120 });
  // Before the first request (the feed is then kept an hour): one product sold out, one oddly named.
  const [first, second] = await liveProductIds(t.database.db, "9am");
  if (first === undefined || second === undefined) throw new Error("the seed has too few live products");
  soldOutId = first;
  oddNameId = second;
  await sellOutProduct(t.database.db, soldOutId);
  await renameProduct(t.database.db, oddNameId, ODD_NAME);
});
afterAll(() => t.close());

async function feed(host = "localhost:3000", headers: Record<string, string> = {}) {
  const response = await t.app.request(FEED, { headers: { host, ...headers } });
  return { response, text: await response.text() };
}

/** The feed's items as field maps (g: fields under their bare name), after parsing it as XML. */
function itemsOf(xml: string): Record<string, string>[] {
  const document = new new Window().DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(document.documentElement.localName).toBe("rss");
  expect(document.documentElement.getAttribute("xmlns:g")).toBe(G);
  return [...document.getElementsByTagName("item")].map((item) =>
    Object.fromEntries([...item.children].map((field) => [field.localName, field.textContent ?? ""])),
  );
}

const productIdOf = (item: Record<string, string>) => Number(item.item_group_id);

describe("Google Merchant Center feed", () => {
  it("is public XML for an hour, and answers HEAD", async () => {
    const { response } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const head = await t.app.request(FEED, { method: "HEAD", headers: { host: "localhost:3000" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("stays open to Merchant Center's fetcher, which honours robots.txt", async () => {
    const robots = await (await t.app.request("/robots.txt", { headers: { host: "localhost" } })).text();
    expect(robots).toContain("User-agent: *");
    for (const line of robots.split("\n").filter((rule) => rule.startsWith("Disallow: "))) {
      // robots.txt patterns: a path prefix where * is any run of characters.
      const pattern = line
        .slice("Disallow: ".length)
        .split("*")
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"))
        .join(".*");
      expect(new RegExp(`^${pattern}`).test(FEED), line).toBe(false);
    }
  });

  for (const [host, base, other] of [
    ["localhost:3000", FLEETFOOT, "9am"],
    ["9am.localhost", NINE_AM, "fleetfoot"],
  ] as const) {
    it(`lists every style of the live products of the marketplace asked, and no other (${host})`, async () => {
      const items = itemsOf((await feed(host)).text);
      const expected = await liveProductIds(t.database.db, other);
      expect([...new Set(items.map(productIdOf))]).toEqual(expected);
      const styleIds = await styleIdsOf(t.database.db, expected);
      expect(items.map((item) => Number(item.id)).sort((a, b) => a - b)).toEqual(styleIds);
      for (const item of items) {
        expect(item.link).toMatch(new RegExp(`^${base}/p/[^/]+/product/${item.item_group_id}/color/\\d+$`));
        expect(item.image_link?.startsWith(`${base}/images/styles/${item.id}/`)).toBe(true);
        expect(item.condition).toBe("new");
        expect(["in_stock", "out_of_stock"]).toContain(item.availability);
      }
    });
  }

  it("leaves out a sold-out product, the other marketplace's products and e-Gift Cards", async () => {
    const listed = new Set(itemsOf((await feed()).text).map(productIdOf));
    const elsewhere = await egiftCardsAndNineAmProducts(t.database.db);
    expect(elsewhere.some((row) => row.isEgc)).toBe(true);
    expect(elsewhere.some((row) => !row.isEgc)).toBe(true);
    for (const { productId } of elsewhere) expect(listed.has(productId)).toBe(false);
    expect(listed.has(soldOutId)).toBe(false);
    expect(listed.has(oddNameId)).toBe(true);
  });

  it("writes prices from the catalogue's cents, the MSRP as price when on sale", async () => {
    const items = itemsOf((await feed()).text);
    const onSale = await styleOnSale(
      t.database.db,
      items.map((item) => Number(item.id)),
    );
    if (!onSale) throw new Error("the seed has no style on sale");
    const item = items.find((candidate) => Number(candidate.id) === onSale.styleId);
    const text = (cents: number) => `${(cents / 100).toFixed(2)} USD`;
    expect(item?.price).toBe(text(onSale.msrpCents));
    expect(item?.sale_price).toBe(text(onSale.priceCents));
    for (const each of items) expect(each.price).toMatch(/^\d+\.\d{2} USD$/);
  });

  it("escapes a name with & and < and reads back as written", async () => {
    const { text } = await feed();
    expect(text).toContain("Rock &#38; &#60;Roll&#62; Runner");
    const odd = itemsOf(text).filter((item) => productIdOf(item) === oddNameId);
    expect(odd.length).toBeGreaterThan(0);
    for (const item of odd) expect(item.title).toContain(ODD_NAME);
  });

  it("sends the same feed gzipped to a client that accepts it", async () => {
    const plain = (await feed()).text;
    const response = await t.app.request(FEED, {
      headers: { host: "localhost:3000", "accept-encoding": "gzip, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).toBe(plain);
  });
});
