import { sql } from "drizzle-orm";
import { type Db, onOneConnection } from "../../db/client.ts";

/**
 * Takes a lock on one thing (`name` and `id`: a customer's addresses, say) until the caller's
 * transaction ends, on both databases: changes to it that count or check before they write (a
 * limit, the one default) then follow one another. The key is a hash: two things may share a lock
 * now and then, which only makes one wait.
 */
export async function lockUntilCommit(tx: Db, name: string, id: number | string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${name}:${id}`}, 0))`);
}

/**
 * Runs `work` holding a lock on one thing across several transactions (a placement that commits
 * its payment intents, asks the gateway, then writes the order): on PostgreSQL a session lock on a
 * connection of the work's own, which `work` is given; another holder waits for it, holding
 * nothing else. A process that dies drops its connection and so the lock. PGlite runs one statement
 * at a time on its one connection; `work` gets the handle as it is (its transactions take their
 * row locks as before).
 */
export async function holdLock<T>(
  db: Db,
  name: string,
  id: number | string,
  work: (own: Db) => Promise<T>,
): Promise<T> {
  return onOneConnection(db, async (own, kind, discard) => {
    if (kind === "pglite") return work(own);
    const key = `${name}:${id}`;
    await own.execute(sql`select pg_advisory_lock(hashtextextended(${key}, 0))`);
    try {
      return await work(own);
    } finally {
      // Not let go (the connection broke): closed, which lets go of it at the server.
      await own.execute(sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`).catch(discard);
    }
  });
}
