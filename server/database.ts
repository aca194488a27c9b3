import { mkdir } from "node:fs/promises";
import { type Database, type LockHolder, type LockRole, openDatabase } from "../db/client.ts";
import type { Config } from "./config.ts";

export interface OpenOptions {
  /** False in a worker process: its primary migrated the database already. */
  migrate?: boolean;
  /** Who opens an embedded database, for the refusal another process then gets (default: a command). */
  role?: LockRole;
  /** Told when an embedded database's lock is taken over from a process that is gone. */
  onStaleLock?: (stale: LockHolder, message: string) => void;
}

/**
 * Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR, which
 * one process at a time may open: another's refusal names this one) and migrates it, unless told not to.
 */
export async function openConfiguredDatabase(
  config: Config,
  onConnectionError?: (error: Error) => void,
  { migrate = true, role, onStaleLock }: OpenOptions = {},
): Promise<Database> {
  if (!config.DATABASE_URL && !config.DATA_DIR.startsWith("memory://")) {
    await mkdir(config.DATA_DIR, { recursive: true });
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, onConnectionError })
    : await openDatabase({ dataDir: config.DATA_DIR, role, onStaleLock });
  try {
    if (migrate) await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
