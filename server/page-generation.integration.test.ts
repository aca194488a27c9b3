import { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

// The page generation (modules/core readPageGeneration) is what the page cache, the menus and the
// search engine's kept cards are checked against: one read per request serves them all.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dialect = new PgDialect();

/** Runs a request, counting the statements that read the page generation while it runs. */
async function generationReads(path: string): Promise<{ status: number; reads: number }> {
  const execute = vi.spyOn(t.database.db, "execute");
  try {
    const res = await t.app.request(path, { headers: { host: "localhost:3000" } });
    await res.arrayBuffer();
    const reads = execute.mock.calls.filter(
      ([query]) => query instanceof SQL && dialect.sqlToQuery(query).sql.includes("page_cache_generation"),
    ).length;
    return { status: res.status, reads };
  } finally {
    execute.mockRestore();
  }
}

describe("a page request", () => {
  it("reads the page generation once, for the page cache, the menus and every search of the page", async () => {
    // A search page rendered for the cache (a miss): its results, sponsored cards and menus.
    expect(await generationReads("/search/shoes")).toEqual({ status: 200, reads: 1 });
    // Served from the cache: the generation is read to know the page is current.
    expect(await generationReads("/search/shoes")).toEqual({ status: 200, reads: 1 });
    // A bag, never shared: its menus and its recommendations.
    expect(await generationReads("/cart")).toEqual({ status: 200, reads: 1 });
  });
});
