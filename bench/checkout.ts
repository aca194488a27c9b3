import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, gte } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { products, stocks } from "../modules/catalog/schema.server.ts";
import { createTestGateway } from "../modules/payments/index.server.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { isCatalogueEmpty, seedCatalogue } from "../seed/index.ts";
import { checkoutCustomer } from "../tests/support/checkout-customer.ts";
import { startBenchStore } from "./bench-store.ts";

// `npm run bench:checkout`: placing orders with BENCH_BUYERS (default 50) concurrent buyers over HTTP
// against the built store (server/main.ts in its own process), on the embedded database (file-backed,
// in a temporary folder) and, with DATABASE_URL, on that PostgreSQL server (a fresh database
// bench_checkout, dropped at the end; WEB_CONCURRENCY workers as the store runs there). Each buyer
// is its own registered customer with a default address and card (made through the modules before
// the store starts) and two stock items of its own, so buyers never wait on each other's stock.
// A round is: put the two items in the bag (POST /v1/cart), configure, finalize. One warm-up round,
// then BENCH_ROUNDS (default 10) measured rounds, every buyer looping at once. It prints orders per
// second over the measured rounds and place-order (finalize) and configure latency. Figures only,
// never pass or fail. BENCH_CHECKOUT_DATABASES ("pglite", "postgres" or both, the default) picks.

const buyerCount = Number(process.env.BENCH_BUYERS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3202);
const databases = (process.env.BENCH_CHECKOUT_DATABASES ?? "pglite,postgres").split(",");
const catalogueSize = 2000;
/** Customers made at once (each hashes a password). */
const BATCH = 10;

interface Buyer {
  cookie: string;
  stockIds: [number, number];
}

interface Figures {
  orders: number;
  seconds: number;
  placeOrder: number[];
  configure: number[];
  errors: Map<string, number>;
}

/** Migrates, seeds the demo catalogue, and makes the buyers with their address, card and items. */
async function prepare(database: Database): Promise<Buyer[]> {
  await database.migrate();
  if (await isCatalogueEmpty(database.db)) await seedCatalogue(database.db, { products: catalogueSize });
  const candidates = await database.db
    .select({ stockId: stocks.stockId })
    .from(stocks)
    .innerJoin(products, eq(products.productId, stocks.productId))
    .where(and(eq(products.isGiftCard, false), gte(stocks.onHand, rounds + 1)))
    .orderBy(stocks.stockId)
    .limit(buyerCount * 2);
  if (candidates.length < buyerCount * 2) throw new Error("the catalogue has too few items in stock");
  const gateway = createTestGateway();
  const buyers: Buyer[] = [];
  for (let start = 0; start < buyerCount; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, buyerCount - start) }, (_, k) => start + k);
    const made = await Promise.all(batch.map(() => checkoutCustomer(database.db, gateway)));
    for (const [k, customer] of made.entries()) {
      const i = start + k;
      const pair = [candidates[i * 2]?.stockId ?? 0, candidates[i * 2 + 1]?.stockId ?? 0] as const;
      buyers.push({ cookie: customer.cookie, stockIds: [...pair] });
    }
  }
  return buyers;
}

async function post(base: string, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  return { status: response.status, answer };
}

function idOf(answer: unknown): string {
  return typeof answer === "object" && answer !== null && "id" in answer ? String(answer.id) : "?";
}

/** One buyer's rounds: bag, configure, finalize; latencies of the measured ones. */
async function shop(base: string, buyer: Buyer, count: number, figures: Figures | null): Promise<void> {
  const fail = (step: string, status: number, answer: unknown) => {
    const kind = `${step} ${status} ${idOf(answer)}`;
    figures?.errors.set(kind, (figures.errors.get(kind) ?? 0) + 1);
  };
  for (let round = 0; round < count; round++) {
    const items = buyer.stockIds.map((stockId) => ({ stockId, quantity: 1 }));
    const bag = await post(base, buyer.cookie, "/v1/cart", { items });
    if (bag.status !== 200) {
      fail("bag", bag.status, bag.answer);
      continue;
    }
    let started = performance.now();
    const configured = await post(base, buyer.cookie, "/v1/checkout/configure", {});
    const configureMs = performance.now() - started;
    const purchase = (configured.answer as { purchase?: { purchaseId: string; versionNumber: number } })
      ?.purchase;
    if (configured.status !== 200 || !purchase) {
      fail("configure", configured.status, configured.answer);
      continue;
    }
    started = performance.now();
    const placed = await post(base, buyer.cookie, "/v1/checkout/finalize", {
      purchaseId: purchase.purchaseId,
      versionNumber: purchase.versionNumber,
    });
    const placeMs = performance.now() - started;
    if (placed.status !== 200) {
      fail("finalize", placed.status, placed.answer);
      continue;
    }
    if (figures) {
      figures.orders++;
      figures.configure.push(configureMs);
      figures.placeOrder.push(placeMs);
    }
  }
}

async function measure(base: string, buyers: readonly Buyer[]): Promise<Figures> {
  await Promise.all(buyers.map((buyer) => shop(base, buyer, 1, null)));
  const figures: Figures = { orders: 0, seconds: 0, placeOrder: [], configure: [], errors: new Map() };
  const started = performance.now();
  await Promise.all(buyers.map((buyer) => shop(base, buyer, rounds, figures)));
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const COLUMNS = ["orders", "orders/s", "place p50", "p95", "p99", "configure p50", "p95", "errors"];

function row(label: string, figures: Figures): string {
  const place = figures.placeOrder.toSorted((a, b) => a - b);
  const configure = figures.configure.toSorted((a, b) => a - b);
  const errors = [...figures.errors.values()].reduce((sum, n) => sum + n, 0);
  const cells = [
    figures.orders,
    (figures.orders / figures.seconds).toFixed(1),
    ...[50, 95, 99].map((p) => percentile(place, p).toFixed(0)),
    ...[50, 95].map((p) => percentile(configure, p).toFixed(0)),
    errors,
  ];
  const kinds = [...figures.errors].map(([kind, n]) => `${kind} x${n}`).join(", ");
  return `${label.padEnd(22)}${cells.map((c, i) => String(c).padStart((COLUMNS[i]?.length ?? 0) + 2)).join("")}${kinds ? `  (${kinds})` : ""}`;
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Prepares a database, starts the store on it, measures, stops the store. */
async function run(label: string, open: () => Promise<Database>, env: Record<string, string>): Promise<void> {
  const database = await open();
  let buyers: Buyer[];
  try {
    buyers = await prepare(database);
  } finally {
    await database.close();
  }
  const store = await startBenchStore({ port, env });
  try {
    console.log(row(label, await measure(store.base, buyers)));
  } finally {
    await store.stop();
  }
}

// A build made here must be a production one (the build inherits NODE_ENV).
process.env.NODE_ENV = "production";
buildIfNeeded();
const url = process.env.DATABASE_URL;
// The embedded run's store must not see it; the PostgreSQL run hands its own database over.
delete process.env.DATABASE_URL;
const dataDir = await mkdtemp(join(tmpdir(), "bench-checkout-"));
const outbox = { MAIL_OUTBOX_DIR: join(dataDir, "outbox") };
console.log(
  `${buyerCount} ${buyerCount === 1 ? "buyer" : "buyers"} at once, ${rounds} orders each after one warm-up order, 2 items an order; ` +
    `${availableParallelism()} cores, load average ${load()}; latency in ms\n`,
);
console.log(`${"database".padEnd(22)}${COLUMNS.map((c) => c.padStart(c.length + 2)).join("")}`);
try {
  if (databases.includes("pglite")) {
    const folder = join(dataDir, "pglite");
    await run("embedded (PGlite)", () => openDatabase({ dataDir: folder }), { ...outbox, DATA_DIR: folder });
  }
  if (url && databases.includes("postgres")) {
    const name = "bench_checkout";
    await adminQuery(url, `drop database if exists ${name} with (force)`);
    await adminQuery(url, `create database ${name}`);
    const target = withDatabase(url, name);
    try {
      await run("PostgreSQL", () => openDatabase({ url: target, poolSize: 4 }), {
        ...outbox,
        DATABASE_URL: target,
      });
    } finally {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  }
  console.log(`\nload average at the end ${load()}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
