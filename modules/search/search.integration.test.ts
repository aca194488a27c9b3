import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { stylesInStock } from "../../tests/support/live-products.ts";
import { openSearchTestDatabase } from "./search-test-database.ts";
import type { SearchEngine, SearchQuery, ShopperTaste, SortField } from "./types.ts";

let database: Database;
let engine: SearchEngine;

/** An eligible shopper whose favorites and bag say nothing yet. */
const noTaste: ShopperTaste = { productIds: [], sizes: [] };
const search = (query: Partial<SearchQuery>, options?: { bestForYou?: ShopperTaste }) =>
  engine.search({ term: "", filters: {}, page: 0, limit: 100, ...query }, options);
const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

beforeAll(async () => {
  ({ database, engine } = await openSearchTestDatabase());
});
afterAll(async () => {
  await database?.close();
});

describe("the search index", () => {
  it("holds one document per style with units on hand, and nothing else", async () => {
    const expected = await stylesInStock(database.db);
    const browse = await search({});
    expect(browse.totalResultCount).toBe(expected);
    expect(browse.results.every((card) => card.onHand > 0)).toBe(true);
  });

  it("copies every document's facet codes and size ids into search_facet_rows, where browsing counts", async () => {
    const [diff] = await rows<{ missing: number; documents: number }>(
      sql`select count(*) filter (where r.style_id is null or d.style_id is null
          or (d.gender_code, d.zc1_code, d.zc2_code, d.brand_code, d.size_code, d.width_code, d.color_code,
            d.price_code, d.verticals_code, d.size_ids)
          is distinct from (r.gender_code, r.zc1_code, r.zc2_code, r.brand_code, r.size_code, r.width_code,
            r.color_code, r.price_code, r.verticals_code, r.size_ids))::int as missing,
        count(*)::int as documents
        from search_documents d full join search_facet_rows r on r.style_id = d.style_id`,
    );
    expect(diff?.documents).toBeGreaterThan(0);
    expect(diff?.missing).toBe(0);
  });

  it("holds as size ids the sizes of each document's size code", async () => {
    const [diff] = await rows<{ different: number }>(
      sql`select count(*)::int as different from search_documents d
        join search_facet_codes fc on fc.field = 'size' and fc.code = d.size_code
        where array(select o.value from unnest(d.size_ids) i join search_facet_order o
            on o.field = 'size' and o.value_id = i order by 1)
          is distinct from array(select v from unnest(fc.values) v order by 1)`,
    );
    expect(diff?.different).toBe(0);
  });
});

describe("ranking", () => {
  it("puts a brand's products first when its name is searched", async () => {
    const [brand] = await rows<{ name: string }>(
      sql`select brand_name as name from search_documents group by 1 order by count(*) desc limit 1`,
    );
    const result = await search({ term: brand?.name ?? "" });
    expect(result.totalResultCount).toBeGreaterThan(0);
    expect(result.results.slice(0, 10).map((card) => card.brandName)).toEqual(Array(10).fill(brand?.name));
  });

  it("finds the products named with a product noun, named ones first", async () => {
    const nouns = ["Chelsea Boot", "Trail Runner", "Wrap Dress", "Crew Tee", "Penny Loafer", "Ballet Flat"];
    const [found] = await rows<{ noun: string; count: number }>(
      sql`select noun, (select count(*)::int from search_documents where product_name like '%' || noun || '%') as count
        from unnest(${sql.param(nouns)}::text[]) noun order by 2 desc limit 1`,
    );
    const noun = found?.noun ?? "";
    const result = await search({ term: noun.toLowerCase() });
    expect(result.totalResultCount).toBeGreaterThanOrEqual(found?.count ?? 1);
    expect(result.results[0]?.productName).toContain(noun);
  });
});

describe("typo tolerance and prefixes", () => {
  it("corrects a misspelt word and says what it searched", async () => {
    const sneakers = await search({ term: "sneakers" });
    const misspelt = await search({ term: "sneekers" });
    expect(misspelt).toMatchObject({ term: "sneakers", originalTerm: "sneekers" });
    expect(misspelt.totalResultCount).toBe(sneakers.totalResultCount);
    expect(sneakers.totalResultCount).toBeGreaterThan(0);
  });

  it.each([["bots"], ["boats"]])("reads '%s' as boots", async (typo) => {
    const result = await search({ term: typo });
    expect(result.term).toBe("boots");
    expect(result.results[0]?.subcategory).toBe("Boots");
  });

  it("matches the last word as a prefix while it is being typed", async () => {
    const result = await search({ term: "snea" });
    expect(result.term).toBe("snea");
    expect(result.totalResultCount).toBeGreaterThan(0);
    expect(
      result.results.slice(0, 20).every((card) => card.subcategory === "Sneakers & Athletic Shoes"),
    ).toBe(true);
  });

  it("finds nothing for words the catalogue does not have, and says so", async () => {
    const result = await search({ term: "qwxzvy plomk" });
    expect(result).toMatchObject({ totalResultCount: 0, pageCount: 0, results: [] });
    expect(result.facets.every((facet) => facet.values.length === 0)).toBe(true);
  });

  it.each([
    ["a 10 kB term", "boots ".repeat(1800)],
    ["SQL", "'; drop table search_documents; --"],
    ["HTML", "<script>alert('x')</script>"],
    ["unicode", "chaussures à talons ÄÖÜ 靴"],
    ["emoji", "👟👢"],
    ["tsquery operators", "boots & !(sandals | :*)"],
  ])("answers %s without failing", async (_, term) => {
    const result = await search({ term });
    expect(result.totalResultCount).toBeGreaterThanOrEqual(0);
    expect(result.originalTerm.length).toBeLessThanOrEqual(200);
  });
});

describe("sorts", () => {
  const sortValue: Partial<Record<SortField, string>> = {
    isNew: "extract(epoch from hard_launch_date)",
    recentSalesStyle: "-best_seller_rank",
    bestForYou: "best_for_you",
    reviewRating: "review_rating",
  };

  it.each([
    ["price", "asc"],
    ["price", "desc"],
    ["percentOff", "desc"],
    ["isNew", "desc"],
    ["isNew", "asc"],
    ["recentSalesStyle", "desc"],
    ["reviewRating", "desc"],
  ] as const)("orders by %s %s", async (field, direction) => {
    const result = await search({ sort: { field, direction }, limit: 60 }, { bestForYou: noTaste });
    const styleIds = result.results.map((card) => card.styleId);
    let values: number[];
    if (field === "price") values = result.results.map((card) => card.price.cents);
    else if (field === "percentOff") values = result.results.map((card) => card.percentOff);
    else {
      const found = await rows<{ style_id: number; value: number }>(
        sql`select style_id, (${sql.raw(sortValue[field] ?? "0")})::float8 as value
          from search_documents where style_id = any(${sql.param(styleIds)}::int[])`,
      );
      const byStyle = new Map(found.map((row) => [row.style_id, row.value]));
      values = styleIds.map((id) => byStyle.get(id) ?? Number.NaN);
    }
    const sorted = [...values].sort((a, b) => (direction === "asc" ? a - b : b - a));
    expect(values).toEqual(sorted);
    expect(result.sort).toEqual({ field, direction });
  });

  it("sorts by best for you only for eligible shoppers", async () => {
    const sort = { field: "bestForYou", direction: "desc" } as const;
    expect((await search({ term: "boots", sort }, { bestForYou: noTaste })).sort).toEqual(sort);
    expect((await search({ term: "boots", sort })).sort).toEqual({ field: "relevance", direction: "desc" });
  });

  it("browses newest first by default", async () => {
    expect((await search({})).sort).toEqual({ field: "isNew", direction: "desc" });
  });
});

describe("paging", () => {
  it("gives every result once across pages, with a stable count", async () => {
    const first = await search({ term: "shoes", limit: 7, sort: { field: "price", direction: "asc" } });
    expect(first.pageCount).toBe(Math.ceil(first.totalResultCount / 7));
    const seen: number[] = [];
    for (let page = 0; page < first.pageCount; page++) {
      const result = await search({
        term: "shoes",
        limit: 7,
        page,
        sort: { field: "price", direction: "asc" },
      });
      expect(result.totalResultCount).toBe(first.totalResultCount);
      expect(result.page).toBe(page);
      seen.push(...result.results.map((card) => card.styleId));
    }
    expect(new Set(seen).size).toBe(first.totalResultCount);
  });

  it("answers a page past the end with no results", async () => {
    const result = await search({ term: "boots", page: 500, limit: 10 });
    expect(result.results).toEqual([]);
    expect(result.totalResultCount).toBeGreaterThan(0);
  });

  it("keeps page and limit within bounds", async () => {
    const result = await search({ term: "boots", page: -3, limit: 1_000_000 });
    expect(result).toMatchObject({ page: 0, limit: 100 });
  });
});

describe("similar styles", () => {
  it("offers other products of the same subcategory and gender, one colour each", async () => {
    const [style] = await rows<{
      style_id: number;
      product_id: number;
      subcategory: string;
      genders: string[];
    }>(
      sql`select style_id, product_id, subcategory, genders from search_documents
        where subcategory = 'Sneakers & Athletic Shoes' order by style_id limit 1`,
    );
    const similar = await engine.similar(style?.style_id ?? 0, 10);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(10);
    expect(similar.every((card) => card.subcategory === style?.subcategory)).toBe(true);
    expect(similar.every((card) => card.productId !== style?.product_id)).toBe(true);
    expect(new Set(similar.map((card) => card.productId)).size).toBe(similar.length);
  });

  it("is empty for an unknown style", async () => {
    expect(await engine.similar(1, 10)).toEqual([]);
  });
});

describe("autocomplete", () => {
  it("suggests categories and product nouns that start with what is typed, with their categories", async () => {
    const suggestions = await engine.autocomplete("snea");
    expect(suggestions[0]?.suggestion.toLowerCase().startsWith("snea")).toBe(true);
    expect(suggestions.find((s) => s.suggestion === "Sneakers & Athletic Shoes")?.categories).toEqual([
      "Sneakers & Athletic Shoes",
    ]);
  });

  it("suggests a brand from its first letters and despite a typo", async () => {
    const [brand] = await rows<{ name: string }>(
      sql`select brand_name as name from search_documents group by 1 order by count(*) desc limit 1`,
    );
    const name = brand?.name ?? "";
    expect((await engine.autocomplete(name.slice(0, 4))).map((s) => s.suggestion)).toContain(name);
    const typo = `${name.slice(0, 3)}${name.slice(4)}`;
    expect((await engine.autocomplete(typo)).map((s) => s.suggestion)).toContain(name);
  });

  it("narrows suggestions to the asked-for categories", async () => {
    const suggestions = await engine.autocomplete("b", { categories: ["Bags"] });
    const bags = ["Backpacks", "Handbags", "Crossbody Bags", "Totes", "Wallets"];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(
      suggestions.every((s) => s.categories.length > 0 && s.categories.every((c) => bags.includes(c))),
    ).toBe(true);
  });

  it("suggests nothing for nothing typed", async () => {
    expect(await engine.autocomplete("  ")).toEqual([]);
  });
});
