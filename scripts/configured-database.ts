import type { Db } from "../modules/core/index.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";

/**
 * Runs an operator command's work on the configured database (DATABASE_URL, else the embedded one:
 * stop the store first, one process opens its data at a time), closing it however the work ends.
 */
export async function withConfiguredDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
