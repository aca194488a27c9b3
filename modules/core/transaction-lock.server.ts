import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * Takes a lock on one thing (`name` and `id`: a customer's addresses, say) until the caller's
 * transaction ends, on both databases: changes to it that count or check before they write (a
 * limit, the one default) then follow one another. The key is a hash: two things may share a lock
 * now and then, which only makes one wait.
 */
export async function lockUntilCommit(tx: Db, name: string, id: number | string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${name}:${id}`}, 0))`);
}
