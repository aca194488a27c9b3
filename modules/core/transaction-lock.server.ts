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

/** The things held in this process, per embedded database: the tail of each one's queue. */
const heldHere = new WeakMap<object, Map<string, Promise<void>>>();

/** Runs `work` once the holders of `key` before it are done; the next waits for it in turn. */
async function inTurn<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  let queues = heldHere.get(db);
  if (!queues) {
    queues = new Map();
    heldHere.set(db, queues);
  }
  const before = queues.get(key) ?? Promise.resolve();
  let done = () => {};
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  const tail = before.then(() => mine);
  queues.set(key, tail);
  await before;
  try {
    return await work();
  } finally {
    done();
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/**
 * Runs `work` holding a lock on one thing across several transactions (a placement that commits
 * its payment intents, asks the gateway, then writes the order); another holder waits for it,
 * holding nothing else. On PostgreSQL a session lock on a connection of the work's own, which `work`
 * is given (a process that dies drops its connection and so the lock). An embedded database is
 * opened by one process only (decision 101), so there the lock is this process's own queue.
 */
export async function holdLock<T>(
  db: Db,
  name: string,
  id: number | string,
  work: (own: Db) => Promise<T>,
): Promise<T> {
  const key = `${name}:${id}`;
  return onOneConnection(db, async (own, kind, discard) => {
    if (kind === "pglite") return inTurn(db, key, () => work(own));
    await own.execute(sql`select pg_advisory_lock(hashtextextended(${key}, 0))`);
    try {
      return await work(own);
    } finally {
      // Not let go (the connection broke): closed, which lets go of it at the server.
      await own.execute(sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`).catch(discard);
    }
  });
}
