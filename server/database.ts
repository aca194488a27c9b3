import { mkdir } from "node:fs/promises";
import { type Database, openDatabase } from "../db/client.ts";
import type { Config } from "./config.ts";

/**
 * Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR) and
 * migrates it, unless told not to (a worker process: its primary migrated it already).
 */
export async function openConfiguredDatabase(
  config: Config,
  onConnectionError?: (error: Error) => void,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
  if (!config.DATABASE_URL && !config.DATA_DIR.startsWith("memory://")) {
    await mkdir(config.DATA_DIR, { recursive: true });
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, onConnectionError })
    : await openDatabase({ dataDir: config.DATA_DIR });
  if (migrate) await database.migrate();
  return database;
}
