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
  | { dataDir: string }
  | { snapshot: Blob };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens PostgreSQL (url), a file-backed PGlite (dataDir, or "memory://"), or a PGlite copied from a snapshot. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10, options.onConnectionError);
  const client =
    "snapshot" in options
      ? await PGlite.create({ loadDataDir: options.snapshot, extensions: { pg_trgm } })
      : await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const concrete = drizzlePglite({ client });
  return {
    db: concrete as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(concrete, { migrationsFolder }),
    snapshot: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/** How long a request waits for a connection before it fails (and answers 503) while the server is down. */
const CONNECT_TIMEOUT_MS = 5_000;

function openPostgres(url: string, poolSize: number, onConnectionError?: (error: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
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
