import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { readPageGeneration, requestGeneration } from "../core/index.server.ts";
import { openSearchTestDatabase } from "./search-test-database.ts";
import type { ProductCard, SearchEngine } from "./types.ts";

interface Store {
  database: Database;
  engine: SearchEngine;
}

let first: Store;
let second: Store;

/** The first page of browsing (newest first: an order no card's price, stock or name changes). */
const browse = ({ engine }: Store, sponsored?: number) =>
  engine.search({ term: "", filters: {}, page: 0, limit: 100 }, { sponsored });
const execute = ({ database }: Store, statement: SQL) => database.db.execute(statement);

function cardOf(cards: readonly ProductCard[], styleId: number): ProductCard {
  const card = cards.find((found) => found.styleId === styleId);
  if (!card) throw new Error(`style ${styleId} is not on the page`);
  return card;
}

beforeAll(async () => {
  [first, second] = await Promise.all([openSearchTestDatabase(), openSearchTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.database.close(), second?.database.close()]);
});

describe("the cards of a search", () => {
  it("are the same objects for the same styles while the catalogue stays the same", async () => {
    const before = await browse(first, 8);
    const again = await browse(first, 8);
    expect(before.results.length).toBe(100);
    expect(again.results.map((card) => card.styleId)).toEqual(before.results.map((card) => card.styleId));
    for (const [index, card] of again.results.entries()) expect(card).toBe(before.results[index]);
    expect(again.sponsored?.length).toBeGreaterThan(0);
    for (const [index, card] of (again.sponsored ?? []).entries())
      expect(card).toBe(before.sponsored?.[index]);
  });

  it("show a style's new price, stock and name at once after its document changes", async () => {
    const before = await browse(first);
    const [changed] = before.results;
    const unchanged = before.results.find((card) => card.productId !== changed?.productId);
    if (!changed || !unchanged) throw new Error("no results");
    await execute(
      first,
      sql`update search_documents set price_cents = price_cents + 100, on_hand = on_hand + 5,
        product_name = 'Renamed Runner' where style_id = ${changed.styleId}`,
    );
    const after = await browse(first);
    const card = cardOf(after.results, changed.styleId);
    expect(card.price.cents).toBe(changed.price.cents + 100);
    expect(card.onHand).toBe(changed.onHand + 5);
    expect(card.productName).toBe("Renamed Runner");
    // Its product's other styles show the new price in their swatches.
    for (const sibling of after.results.filter((found) => found.productId === changed.productId)) {
      expect(sibling.relatedStyles.find((style) => style.styleId === changed.styleId)?.price.cents).toBe(
        changed.price.cents + 100,
      );
    }
    // A new generation: every card is read again, equal where nothing changed.
    const other = cardOf(after.results, unchanged.styleId);
    expect(other).not.toBe(unchanged);
    expect(other).toEqual(unchanged);
  });

  it("never come from another database, even at the same generation", async () => {
    const [shared] = (await browse(second)).results;
    if (!shared) throw new Error("no results");
    await execute(
      second,
      sql`update search_documents set product_name = 'Only In The Second' where style_id = ${shared.styleId}`,
    );
    for (const store of [first, second])
      await execute(store, sql`select setval('page_cache_generation', 1000000)`);
    const inFirst = cardOf((await browse(first)).results, shared.styleId);
    const inSecond = cardOf((await browse(second)).results, shared.styleId);
    expect(inFirst.productName).not.toBe("Only In The Second");
    expect(inSecond.productName).toBe("Only In The Second");
    expect(cardOf((await browse(first)).results, shared.styleId)).toBe(inFirst);
  });

  it("read the page generation once for all the calls of a request, and a later request sees a change", async () => {
    let reads = 0;
    const request = () =>
      first.engine.atGeneration(
        requestGeneration(() => {
          reads += 1;
          return readPageGeneration(first.database.db);
        }),
      );
    const engine = request();
    const page = await engine.search({ term: "", filters: {}, page: 0, limit: 100 }, { sponsored: 8 });
    const [shown] = page.results;
    if (!shown) throw new Error("no results");
    await engine.similar(shown.styleId, 4);
    expect(reads).toBe(1);
    await execute(
      first,
      sql`update search_documents set product_name = 'Seen Next Request' where style_id = ${shown.styleId}`,
    );
    const next = await request().search({ term: "", filters: {}, page: 0, limit: 100 });
    expect(cardOf(next.results, shown.styleId).productName).toBe("Seen Next Request");
    expect(reads).toBe(2);
  });
});
