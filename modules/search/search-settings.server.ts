import { sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";

/**
 * Runs search statements with planner settings that fit them, for this transaction only:
 * - random_page_cost 1.1 (the usual value for SSDs and cached data): with the default 4, meant
 *   for spinning disks, the planner reads the whole index table rather than the GIN bitmap for a
 *   term that matches a tenth of it, several times slower once the table is in memory;
 * - no JIT: compiling costs more than these queries take;
 * - no parallel workers: starting them costs more than they save on result sets of this size.
 */
export async function withSearchSettings<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('random_page_cost', '1.1', true), set_config('jit', 'off', true),
        set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return run(tx);
  });
}
