import { SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { openSearchTestDatabase } from "./search-test-database.ts";
import type { SearchEngine, SearchQuery } from "./types.ts";

let database: Database;
let engine: SearchEngine;
beforeAll(async () => {
  ({ database, engine } = await openSearchTestDatabase());
});
afterAll(() => database?.close());

const dialect = new PgDialect();
/** The lookups a search makes before its real work (the facet order, its words, filters and stored search). */
const LOOKUPS = [
  /^select field, value, rank from search_facet_order/,
  /^select exists \(select 1 from search_terms/,
  /^with query as \(\s*select to_tsquery/,
  /^select field, array_agg\(code order by code\) as codes from search_facet_codes/,
  /^select field, value, count from search_(term|browse)_facets/,
];
const isLookup = (statement: string) => LOOKUPS.some((lookup) => lookup.test(statement.trim()));

/** Runs a search, with the text of every statement it sent through execute. */
async function statementsOf(query: SearchQuery) {
  const execute = vi.spyOn(database.db, "execute");
  try {
    const answer = await engine.search(query, { sponsored: 8 });
    const statements = execute.mock.calls.flatMap(([statement]) =>
      statement instanceof SQL ? [dialect.sqlToQuery(statement).sql] : [],
    );
    return { answer, statements };
  } finally {
    execute.mockRestore();
  }
}

const searches: [string, SearchQuery][] = [
  ["a stored word", { term: "boots", filters: {}, page: 0, limit: 100 }],
  ["a listing", { term: "", filters: { txAttrFacet_Gender: ["Women"] }, page: 0, limit: 100 }],
  [
    "a word with filters",
    { term: "shoes", filters: { colorFacet: ["Black"], size: ["8"] }, page: 0, limit: 24 },
  ],
];

describe("a search made again while the catalogue stays the same", () => {
  it.each(searches)("(%s) looks nothing up again and answers the same", async (_, query) => {
    const first = await statementsOf(query);
    expect(first.statements.filter(isLookup).length).toBeGreaterThan(1);
    const again = await statementsOf(query);
    expect(again.statements.filter(isLookup)).toEqual([]);
    expect(again.answer).toEqual(first.answer);
  });

  it("shows a change to the facet order at once", async () => {
    const query: SearchQuery = { term: "", filters: { zc1: ["Shoes"] }, page: 0, limit: 10 };
    const sizes = async () =>
      (await engine.search(query)).facets
        .find((facet) => facet.field === "size")
        ?.values.map((v) => v.value) ?? [];
    const before = await sizes();
    expect(before.length).toBeGreaterThan(2);
    await database.db.execute(sql`update search_facet_order set rank = -rank where field = 'size'`);
    expect(await sizes()).toEqual([...before].reverse());
  });

  it("finds a style's similar styles once, and again after the catalogue changes", async () => {
    const { answer: page } = await statementsOf({ term: "boots", filters: {}, page: 0, limit: 10 });
    const [boot] = page.results;
    if (!boot) throw new Error("no boots");
    const similarOf = async () => {
      const execute = vi.spyOn(database.db, "execute");
      try {
        const cards = await engine.similar(boot.styleId, 6);
        const sent = execute.mock.calls.filter(
          ([statement]) =>
            statement instanceof SQL && dialect.sqlToQuery(statement).sql.includes("with target as"),
        ).length;
        return { cards, sent };
      } finally {
        execute.mockRestore();
      }
    };
    const first = await similarOf();
    expect(first.sent).toBe(1);
    expect(first.cards.length).toBeGreaterThan(0);
    const again = await similarOf();
    expect(again).toEqual({ cards: first.cards, sent: 0 });
    const [nearest] = first.cards;
    if (!nearest) throw new Error("no similar styles");
    // The nearest one leaves the subcategory: it is no longer similar.
    await database.db.execute(
      sql`update search_documents set subcategory = 'Elsewhere' where product_id = ${nearest.productId}`,
    );
    const changed = await similarOf();
    expect(changed.sent).toBe(1);
    expect(changed.cards.map((card) => card.productId)).not.toContain(nearest.productId);
  });
});
