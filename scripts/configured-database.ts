import type { Db } from "../modules/core/index.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";

/**
 * Runs an operator command's work on the configured database (DATABASE_URL, else the embedded one:
 * refused, naming the store, while another process has it open), closing it however the work ends.
 */
export async function withConfiguredDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
