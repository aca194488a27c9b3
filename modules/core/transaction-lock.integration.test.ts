import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { holdLock } from "./transaction-lock.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A gate a test opens by hand: the holder's work waits at it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((done) => {
    open = done;
  });
  return { opened, open };
}

/** Resolves once `count` sessions wait for an advisory lock: the second holder is queued, not done. */
async function waitersOf(count: number) {
  await expect
    .poll(async () => {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      );
      return row?.n;
    })
    .toBe(count);
}

describe("holdLock: one holder of a thing at a time, across transactions", () => {
  it("runs the work with transactions of its own and answers what it answers", async () => {
    const answer = await holdLock(database.db, "purchase", "p-1", async (own) => {
      const [row] = await own.transaction((tx) => queryRows<{ n: number }>(tx, sql`select 41 + 1 as n`));
      return row?.n;
    });
    expect(answer).toBe(42);
  });

  it("keeps a second holder of the same thing waiting until the first's work ends", async () => {
    const seen: string[] = [];
    const held = gate();
    const first = holdLock(database.db, "purchase", "p-2", async (own) => {
      await own.transaction((tx) => tx.execute(sql`select 1`));
      seen.push("first committed once");
      await held.opened;
      await own.transaction((tx) => tx.execute(sql`select 1`));
      seen.push("first committed twice");
    });
    await expect.poll(() => seen).toEqual(["first committed once"]);
    const second = holdLock(database.db, "purchase", "p-2", async () => {
      seen.push("second");
    });
    // Another thing is not held: its holder goes on at once.
    await holdLock(database.db, "purchase", "p-3", async () => {
      seen.push("another thing");
    });
    if (onPostgres) await waitersOf(1);
    expect(seen).toEqual(["first committed once", "another thing"]);
    held.open();
    await Promise.all([first, second]);
    expect(seen).toEqual(["first committed once", "another thing", "first committed twice", "second"]);
  });

  it("lets go of the thing when the work fails", async () => {
    const failed = holdLock(database.db, "purchase", "p-4", async () => {
      throw new Error("the gateway refused");
    });
    await expect(failed).rejects.toThrow("the gateway refused");
    expect(await holdLock(database.db, "purchase", "p-4", async () => "held again")).toBe("held again");
    if (onPostgres) await waitersOf(0);
  });
});
