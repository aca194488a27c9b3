import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { openSearchTestDatabase } from "./search-test-database.ts";
import type { SearchEngine, SearchFilters } from "./types.ts";

let database: Database;
let engine: SearchEngine;
let priorityOf: Map<number, number>;

const sponsored = (term: string, filters: SearchFilters = {}, excludeProductIds: number[] = []) =>
  engine.sponsored({ term, filters }, { excludeProductIds, limit: 8 });
/** The product ids of every result of a search, all pages. */
async function resultProducts(term: string): Promise<Set<number>> {
  const found = new Set<number>();
  for (let page = 0, pageCount = 1; page < pageCount; page++) {
    const result = await engine.search({ term, filters: {}, page, limit: 100 });
    for (const card of result.results) found.add(card.productId);
    pageCount = result.pageCount;
  }
  return found;
}

beforeAll(async () => {
  ({ database, engine } = await openSearchTestDatabase());
  const rows = await queryRows<{ productId: number; priority: number }>(
    database.db,
    sql`select product_id as "productId", priority from sponsored_products`,
  );
  priorityOf = new Map(rows.map((row) => [row.productId, row.priority]));
});
afterAll(async () => {
  await database?.close();
});

describe("sponsored products of a search", () => {
  it("are sponsored products among the search's results, highest priority first, one card per product", async () => {
    const cards = await sponsored("shoes");
    expect(cards.length).toBeGreaterThan(1);
    const results = await resultProducts("shoes");
    for (const card of cards) {
      expect(priorityOf.has(card.productId)).toBe(true);
      expect(results.has(card.productId)).toBe(true);
    }
    const priorities = cards.map((card) => priorityOf.get(card.productId) ?? -1);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(cards.map((card) => card.productId)).size).toBe(cards.length);
  });

  it("follow the filters", async () => {
    const cards = await sponsored("", { zc1: ["Clothing"] });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.productType === "Clothing")).toBe(true);
  });

  it("never repeat a product the page shows", async () => {
    const first = await sponsored("");
    const shown = first.slice(0, 2).map((card) => card.productId);
    const again = await sponsored("", {}, shown);
    expect(again.some((card) => shown.includes(card.productId))).toBe(false);
    expect(again[0]?.productId).toBe(first[2]?.productId);
  });

  it("are none for a search that finds nothing", async () => {
    expect(await sponsored("qqzzxxv")).toEqual([]);
    const result = await engine.search(
      { term: "qqzzxxv", filters: {}, page: 0, limit: 100 },
      { sponsored: 8 },
    );
    expect(result.sponsored).toEqual([]);
  });

  it("come with a search that asks for them: the same cards, none of its page's products", async () => {
    const searches: [string, SearchFilters][] = [
      ["boots", {}],
      ["", { zc1: ["Clothing"] }],
      ["shoes", { txAttrFacet_Gender: ["Women"] }],
    ];
    for (const [term, filters] of searches) {
      const query = { term, filters, page: 0, limit: 20 };
      const result = await engine.search(query, { sponsored: 8 });
      const shown = result.results.map((card) => card.productId);
      expect(result.sponsored).toEqual(await sponsored(result.term, filters, shown));
      expect(result.sponsored?.length).toBeGreaterThan(0);
      expect(result.sponsored?.some((card) => shown.includes(card.productId))).toBe(false);
      // Not asked for, none are looked for.
      expect((await engine.search(query)).sponsored).toBeUndefined();
    }
  });
});
