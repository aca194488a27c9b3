import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "../db/client.ts";
import {
  createPostgresSearchEngine,
  refreshSearchDocuments,
  searchRoutes,
  tidySearchIndex,
} from "../modules/search/index.server.ts";
import type { SearchQuery } from "../modules/search/types.ts";
import { createTelemetry } from "../modules/telemetry/index.server.ts";
import { seedCatalogue } from "../seed/index.ts";
import { createLogger } from "../server/logger.ts";
import { SEARCH_MIX, searchApiPath } from "./search-queries.ts";

// `npm run bench:search`: the search engine and /Search/v2 on catalogues of 10,000 and 100,000
// products, on the embedded database (file-backed, in a temporary folder or BENCH_DATA_DIR, where
// seeded catalogues are kept and reused) and, with DATABASE_URL, on that PostgreSQL server (one
// database per size, bench_search_{size}, reused when already seeded). One client runs the fixed
// mix of 20 searches BENCH_ROUNDS times (default 10) after a warm-up round. Figures only, never
// pass or fail. BENCH_SEARCH_SIZES (e.g. "10000") picks the catalogue sizes, BENCH_SEARCH_DATABASES
// ("pglite", "postgres" or both, the default) the databases.

const sizes = (process.env.BENCH_SEARCH_SIZES ?? "10000,100000").split(",").map(Number);
const databases = (process.env.BENCH_SEARCH_DATABASES ?? "pglite,postgres").split(",");
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function figures(latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const cell = (p: number) => percentile(sorted, p).toFixed(1).padStart(8);
  return `${String(sorted.length).padStart(8)}${cell(50)}${cell(95)}${cell(99)}`;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database for one catalogue size on the DATABASE_URL server, created if missing. */
async function openPostgres(url: string, size: number): Promise<Database> {
  const name = `bench_search_${size}`;
  await adminQuery(url, `create database ${name}`).catch(() => undefined); // already there
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ url: target.toString(), poolSize: 4 });
}

async function isIndexEmpty(database: Database): Promise<boolean> {
  const found = await queryRows<{ one: number }>(
    database.db,
    sql`select 1 as one from search_documents limit 1`,
  );
  return found.length === 0;
}

/** Migrations applied to the database so far (drizzle's journal; 0 before the first). */
async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  ).catch(() => [{ count: 0 }]);
  return row?.count ?? 0;
}

/**
 * Migrates, and seeds the catalogue unless it already has `size` products; re-indexes a kept
 * catalogue when its index is empty, when a migration was just applied (the index's tables may
 * have changed shape) or when BENCH_REFRESH=1 (after a change to the refresh code). The seed
 * and the re-index vacuum and analyse what they wrote, as a store's would.
 */
async function prepare(database: Database, size: number, label: string): Promise<void> {
  const migrationsBefore = await appliedMigrations(database);
  await database.migrate();
  const migrated = (await appliedMigrations(database)) !== migrationsBefore;
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from products`,
  );
  if (row?.count !== size) {
    const started = performance.now();
    let lastTenth = -1;
    await seedCatalogue(database.db, {
      products: size,
      onProgress: (done, total) => {
        const tenth = Math.floor((done / total) * 10);
        if (tenth > lastTenth) process.stderr.write(`  seeding ${label}: ${tenth * 10}%\n`);
        lastTenth = tenth;
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(`  seeded ${size.toLocaleString("en-US")} products into ${label} in ${seconds} s\n`);
  } else if (migrated || process.env.BENCH_REFRESH === "1" || (await isIndexEmpty(database))) {
    const started = performance.now();
    await refreshSearchDocuments(database.db);
    await tidySearchIndex(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(`  indexed ${size.toLocaleString("en-US")} products in ${label} in ${seconds} s\n`);
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs the mix through the engine and through the API; prints the figures of both and the slowest searches. */
async function measure(database: Database, size: number, label: string): Promise<void> {
  const engine = createPostgresSearchEngine(database.db);
  // As the store runs it: a search with no result is tracked, and stored (warnings only in the log).
  const telemetry = createTelemetry({ db: database.db, logger: createLogger("warn"), now: () => new Date() });
  const routes = searchRoutes({ db: database.db, searchEngine: engine, telemetry });
  const runEngine = (query: Partial<SearchQuery>) =>
    timed(() => engine.search({ term: "", filters: {}, page: 0, limit: 24, ...query }));
  const runApi = (query: Partial<SearchQuery>) =>
    timed(async () => {
      const response = await routes.request(searchApiPath(query));
      if (response.status !== 200) throw new Error(`${searchApiPath(query)} answered ${response.status}`);
      await response.arrayBuffer();
    });
  const perQuery = new Map<string, number[]>();
  const all = { engine: [] as number[], api: [] as number[] };
  for (let round = -1; round < rounds; round++) {
    for (const query of SEARCH_MIX) {
      const engineMs = await runEngine(query);
      const apiMs = await runApi(query);
      if (round < 0) continue; // warm-up
      all.engine.push(engineMs);
      all.api.push(apiMs);
      perQuery.set(query.name, [...(perQuery.get(query.name) ?? []), engineMs]);
    }
  }
  const catalogue = size.toLocaleString("en-US").padEnd(10);
  console.log(`${catalogue}${label.padEnd(10)}${"engine".padEnd(8)}${figures(all.engine)}`);
  console.log(`${catalogue}${label.padEnd(10)}${"API".padEnd(8)}${figures(all.api)}`);
  const slowest = [...perQuery]
    .map(([name, latencies]) => ({
      name,
      p50: percentile(
        [...latencies].sort((a, b) => a - b),
        50,
      ),
    }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 6)
    .map(({ name, p50 }) => `${name} ${p50.toFixed(0)}`);
  console.log(`${" ".repeat(28)}slowest p50 ms: ${slowest.join(", ")}`);
}

const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? (await mkdtemp(join(tmpdir(), "bench-search-")));
console.log(`${rounds} rounds of ${SEARCH_MIX.length} searches, one client, latency in ms\n`);
console.log(
  `${"catalogue".padEnd(10)}${"database".padEnd(10)}${"path".padEnd(8)}${"searches".padStart(8)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}`,
);
try {
  for (const size of sizes) {
    const folder = join(dataDir, `pglite-${size}`);
    if (databases.includes("pglite")) await mkdir(folder, { recursive: true });
    const targets: [string, () => Promise<Database>][] = [];
    if (databases.includes("pglite")) targets.push(["pglite", () => openDatabase({ dataDir: folder })]);
    const url = process.env.DATABASE_URL;
    if (url && databases.includes("postgres")) targets.push(["postgres", () => openPostgres(url, size)]);
    for (const [label, open] of targets) {
      const database = await open();
      try {
        await prepare(database, size, label);
        await measure(database, size, label);
      } finally {
        await database.close();
      }
    }
  }
} finally {
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
