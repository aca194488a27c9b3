import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, PLANNER_SETTINGS, queryRows } from "./client.ts";
import { createTestDatabase } from "./test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the planner settings", () => {
  it("hold on every connection, outside any transaction", async () => {
    // Held at once, so that a pool hands out several of its connections.
    const rows = await Promise.all(
      Array.from({ length: 6 }, () =>
        queryRows<{ pid: number; cost: string; jit: string; workers: string }>(
          database.db,
          sql`select pg_backend_pid() as pid, current_setting('random_page_cost') as cost,
            current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers,
            pg_sleep(0.05)::text`,
        ),
      ),
    );
    const seen = rows.flat();
    if (database.kind === "postgres") expect(new Set(seen.map((row) => row.pid)).size).toBeGreaterThan(1);
    for (const row of seen) {
      expect([row.cost, row.jit, row.workers]).toEqual([
        PLANNER_SETTINGS.random_page_cost,
        PLANNER_SETTINGS.jit,
        PLANNER_SETTINGS.max_parallel_workers_per_gather,
      ]);
    }
  });
});
