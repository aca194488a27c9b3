import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { queryRows } from "./index.server.ts";
import { readPageGeneration } from "./page-generation.server.ts";

// The page generation moves as each change to what pages show ends, and once more as the change's
// transaction commits (migration 0011): a page rendered while the transaction was still open read the
// old data, and the move at commit keeps it from being served again.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const marks = async () =>
  (
    await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from page_cache_commit_marks`)
  )[0]?.n;

describe("the page generation", () => {
  it("moves again when a transaction that changed what pages show commits", async () => {
    let inside = "";
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into search_terms (term, document_count) values ('boots', 3)`);
      await tx.execute(sql`update search_terms set document_count = 4 where term = 'boots'`);
      inside = await readPageGeneration(tx);
    });
    const after = await readPageGeneration(database.db);
    expect(BigInt(after)).toBeGreaterThan(BigInt(inside));
    expect(await marks()).toBe(0); // one mark for the whole transaction, gone with its commit
  });

  it("moves as each statement outside a transaction ends, and leaves no mark", async () => {
    const before = await readPageGeneration(database.db);
    await database.db.execute(sql`delete from search_terms where term = 'boots'`);
    expect(BigInt(await readPageGeneration(database.db))).toBeGreaterThan(BigInt(before));
    expect(await marks()).toBe(0);
  });

  it("leaves no mark behind a transaction that rolls back", async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into search_terms (term, document_count) values ('sandals', 1)`);
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await marks()).toBe(0);
    const rows = await queryRows(database.db, sql`select 1 from search_terms where term = 'sandals'`);
    expect(rows).toHaveLength(0);
  });
});
