import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import {
  type DataDirLock,
  type LockHolder,
  type LockRole,
  lockDataDir,
  takeOverMessage,
} from "./data-dir-lock.ts";

export { DataDirLockedError, type LockHolder, type LockRole } from "./data-dir-lock.ts";

/** The one database handle every module takes: the same typed API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies every pending SQL migration of db/migrations. */
  migrate(): Promise<void>;
  /** A copy of the whole database as a tar blob (PGlite only), to open again as a snapshot. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Told when a connection fails (server restart, admin termination); the pool replaces it. */
      onConnectionError?: (error: Error) => void;
    }
  | {
      /** A folder (file-backed, locked to this process while open) or "memory://". */
      dataDir: string;
      /** Who opens it, for the lock's refusal message (default: an operator's command). */
      role?: LockRole;
      /** Told when the lock of a process that is gone is taken over (default: a warning on stderr). */
      onStaleLock?: (stale: LockHolder, message: string) => void;
    }
  | { snapshot: Blob };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Planner settings of every connection, for the store's statements (searches above all):
 * - random_page_cost 1.1 (the usual value for SSDs and cached data): with the default 4, meant
 *   for spinning disks, the planner reads the whole index table rather than the GIN bitmap for a
 *   term that matches a tenth of it, several times slower once the table is in memory;
 * - no JIT: compiling costs more than these queries take;
 * - no parallel workers: starting them costs more than they save on result sets of this size.
 * Set once per connection (PGlite's one, each pooled PostgreSQL connection as it opens), so that no
 * statement needs a transaction to scope them.
 */
export const PLANNER_SETTINGS = {
  random_page_cost: "1.1",
  jit: "off",
  max_parallel_workers_per_gather: "0",
} as const;

const settings = Object.entries(PLANNER_SETTINGS);

/** Opens PostgreSQL (url), a file-backed PGlite (dataDir, or "memory://"), or a PGlite copied from a snapshot. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10, options.onConnectionError);
  if ("snapshot" in options) {
    return configured(await PGlite.create({ loadDataDir: options.snapshot, extensions: { pg_trgm } }));
  }
  const lock = lockFolder(options);
  try {
    return configured(await PGlite.create(options.dataDir, { extensions: { pg_trgm } }), lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The folder of a file-backed PGlite, locked to this process (none for memory://). */
function lockFolder(options: Extract<DatabaseOptions, { dataDir: string }>): DataDirLock | null {
  const { dataDir } = options;
  if (dataDir.startsWith("memory://")) return null;
  const folder = dataDir.replace(/^file:\/\//, "");
  const report =
    options.onStaleLock ?? ((_stale: LockHolder, message: string) => console.warn(`Warning: ${message}.`));
  return lockDataDir(folder, {
    role: options.role ?? "command",
    onTakeOver: (stale) => report(stale, takeOverMessage(stale, dataDir)),
  });
}

async function configured(client: PGlite, lock: DataDirLock | null = null): Promise<Database> {
  try {
    // The process's one connection: set for its whole session.
    await client.exec(settings.map(([name, value]) => `set ${name} = ${value};`).join("\n"));
  } catch (error) {
    await client.close();
    throw error;
  }
  return wrapPglite(client, lock);
}

/** The Database over a PGlite; closing it releases the data folder's lock, if any. */
export function wrapPglite(client: PGlite, lock: DataDirLock | null = null): Database {
  const concrete = drizzlePglite({ client });
  return {
    db: concrete as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(concrete, { migrationsFolder }),
    snapshot: () => client.dumpDataDir("none"),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** How long a request waits for a connection before it fails (and answers 503) while the server is down. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The server's start-up options of a connection: the planner settings, then any the URL gives
 * (`?options=`, which pg would otherwise take instead of ours), so an operator's own setting wins.
 */
export function connectionOptions(url: string): { connectionString: string; options: string } {
  const ours = settings.map(([name, value]) => `-c ${name}=${value}`).join(" ");
  const parsed = new URL(url);
  const own = parsed.searchParams.get("options");
  if (own === null) return { connectionString: url, options: ours };
  parsed.searchParams.delete("options");
  return { connectionString: parsed.toString(), options: `${ours} ${own}` };
}

function openPostgres(url: string, poolSize: number, onConnectionError?: (error: Error) => void): Database {
  const pool = new pg.Pool({
    // Sent as the connection opens: no statement, no round trip.
    ...connectionOptions(url),
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const report =
    onConnectionError ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
  // An 'error' event without a listener stops the process. The pool listens on idle connections
  // only; a connection in use (between two queries of a transaction, say) also hears of a server
  // restart, so every connection gets its own listener. The pool then drops the broken connection.
  pool.on("connect", (client) => client.on("error", report));
  // Already reported by the connection's own listener above.
  pool.on("error", () => {});
  const concrete = drizzlePg({ client: pool });
  return {
    db: concrete as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(concrete, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * Runs `work` on one connection of the pool's, held for it alone (PostgreSQL), so that what a
 * session holds (a session lock) spans the work's transactions; `discard` closes the connection
 * instead of returning it to the pool (its session state is unknown). PGlite has one connection:
 * `work` gets the handle itself.
 */
export async function onOneConnection<T>(
  db: Db,
  work: (own: Db, kind: Database["kind"], discard: () => void) => Promise<T>,
): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work(db, "pglite", () => {});
  const connection = await pool.connect();
  let discarded = false;
  try {
    return await work(drizzlePg({ client: connection }) as unknown as Db, "postgres", () => {
      discarded = true;
    });
  } finally {
    connection.release(discarded);
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer with `{ rows }`; the row type is the
 * caller's statement about its own query.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows)) {
    throw new Error("the database answered without rows");
  }
  return result.rows as Row[];
}
