import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { BROWSER_USER_AGENT, productPath, startBenchStore } from "./bench-store.ts";
import { pageBytes } from "./page-bytes.ts";
import { BENCH_CUSTOMERS } from "./pages-app.ts";
import { BARE_PAGE_PATH } from "./pages-paths.ts";
import { mixUniverse, mixVisitors, runMix } from "./traffic-mix.ts";

// `npm run bench:pages`: each page (home, search, a listing, a product page) rendered uncached (the
// page cache off) and cached, under autocannon (20 connections), next to a bare React Router page
// served by the same server (the limit: the same middleware, entry.server and request handler, none
// of the store's work); their HTML, hydration-data and JavaScript bytes; then the realistic traffic
// mix (bench/traffic-mix.ts) with the cache on. Figures only, never pass or fail. BENCH_SECONDS
// (default 10) per page, after a 2 s warm-up; the mix runs twice as long. The embedded database by
// default (a throw-away one, seeded with SEED_PRODUCTS, default 2000), DATABASE_URL for PostgreSQL.

const connections = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3201);
const base = `http://127.0.0.1:${port}`;
const root = new URL("..", import.meta.url).pathname;
const clientDir = `${root}build/client`;
const USER_AGENT = BROWSER_USER_AGENT;
const headers = { "accept-encoding": "gzip", "user-agent": USER_AGENT };

interface PageFigures {
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The mix is measured warm after it ran this long (BENCH_MIX_WARM_UP_SECONDS), with other visits. */
const mixWarmUpSeconds = Number(process.env.BENCH_MIX_WARM_UP_SECONDS ?? 60);

/** Shares of the mix's pages by how the cache served them ("62% hit, 3% stale, 35% miss"). */
function cacheShares(counts: Record<string, number>): string {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0) || 1;
  return Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, n]) => `${Math.round((n / total) * 100)}% ${kind === "none" ? "not shared" : kind}`)
    .join(", ");
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Requests per second and latency percentiles of one path under `connections` concurrent clients. */
async function measure(path: string, duration: number): Promise<PageFigures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${base}${path}`, connections, duration, headers }, (error, answer) =>
      error ? reject(error) : resolve(answer),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    perSecond: round(result.requests.total / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The built JavaScript files a page's HTML names (modulepreload links, module scripts and imports). */
export function scriptFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""))];
}

/** A page's weight: HTML, the router's hydration data and JSON-LD in it, and its JavaScript gzipped. */
async function pageWeight(path: string) {
  const html = await (await fetch(`${base}${path}`, { headers: { "user-agent": USER_AGENT } })).text();
  const files = scriptFiles(html);
  return {
    ...pageBytes(html),
    jsFiles: files.length,
    jsGzip: files.reduce((sum, file) => sum + gzipSync(readFileSync(`${clientDir}${file}`)).length, 0),
  };
}

const startServer = (env: Record<string, string>) =>
  startBenchStore({ port, script: "bench/pages-server.ts", env });

/** A product page of the catalogue (the first pair of boots search finds) and one of its stocks in stock. */
async function productOf(): Promise<{ path: string; stockId: number }> {
  const path = await productPath(base);
  const productId = /\/product\/(\d+)/.exec(path)?.[1];
  const bundle = await (await fetch(`${base}/v3/productBundle?productId=${productId}`)).json();
  const stock = bundle?.styles
    ?.flatMap((style: { stocks: { stockId: number; onHand: number }[] }) => style.stocks)
    .find((candidate: { onHand: number }) => candidate.onHand > 5);
  return { path, stockId: Number(stock?.stockId) };
}

const cell = (value: string | number, width = 9) => String(value).padStart(width);

// A build made here must be a production one (the build inherits NODE_ENV).
process.env.NODE_ENV = "production";
buildIfNeeded();
const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded (PGlite)";
// Two servers in turn (cache off, then on) share one database: a file-backed one unless given.
const dataDir =
  process.env.DATABASE_URL || process.env.DATA_DIR
    ? undefined
    : await mkdtemp(join(tmpdir(), "bench-pages-"));
const env: Record<string, string> = dataDir ? { DATA_DIR: dataDir } : {};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(
  `${database}; ${connections} connections, ${seconds} s a page after a 2 s warm-up; load average ${load()}\n`,
);

try {
  let server = await startServer({ ...env, PAGE_CACHE_MAX_AGE_SECONDS: "0" });
  const product = await productOf();
  const pages: [string, string][] = [
    ["bare React Router page (limit)", BARE_PAGE_PATH],
    ["home", "/"],
    ["search", "/search/boots"],
    ["listing", "/women"],
    ["product", product.path],
  ];
  const uncached = new Map<string, PageFigures>();
  for (const [, path] of pages) {
    await measure(path, 2);
    uncached.set(path, await measure(path, seconds));
  }
  await server.stop();

  server = await startServer(env);
  try {
    console.log(
      "page".padEnd(31),
      ...["uncached", "req/s", "p50 ms", "p95 ms", "err", "cached", "req/s", "p50 ms", "p95 ms", "err"].map(
        (c) => cell(c, 8),
      ),
      ...["HTML kB", "hydr. kB", "JSON-LD kB", "JS files", "JS gz kB"].map((c) => cell(c, 10)),
    );
    for (const [name, path] of pages) {
      await measure(path, 2);
      const cached = await measure(path, seconds);
      const before = uncached.get(path);
      const weight = await pageWeight(path);
      const figures = (f: PageFigures | undefined) =>
        f ? [f.perSecond, f.p50, f.p95, f.errors].map((n) => cell(n, 8)) : [];
      console.log(
        name.padEnd(31),
        cell("", 8),
        ...figures(before),
        cell("", 8),
        ...figures(cached),
        ...[weight.html, weight.hydration, weight.jsonLd].map((n) => cell((n / 1000).toFixed(1), 10)),
        cell(weight.jsFiles, 10),
        cell((weight.jsGzip / 1000).toFixed(1), 10),
      );
    }

    const universe = await mixUniverse(base);
    const visitors = await mixVisitors(base, {
      guests: 20,
      customers: BENCH_CUSTOMERS,
      stockId: product.stockId,
    });
    const mix = { connections, userAgent: USER_AGENT };
    const summary = (figures: Awaited<ReturnType<typeof runMix>>, duration: number) =>
      `${round(figures.visits / duration)} visits/s, ${figures.requestsPerSecond} requests/s, ` +
      `p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, errors ${figures.errors}` +
      `${figures.errorKinds ? ` (${figures.errorKinds})` : ""}; pages ${cacheShares(figures.pageCache)}`;
    console.log(
      `\ntraffic mix (${universe.products.length} products, ${universe.listings.length} listings, ${universe.searches.length} searches; ` +
        "Zipf; 40% new guests, 30% guests with a bag, 30% signed in; each visit a page and /v1/visitor):",
    );
    // From a cold cache (the first seconds after a start), then warm: after the mix ran for
    // mixWarmUpSeconds, with other visits than those measured (another seed).
    const cold = await runMix(base, universe, visitors, { ...mix, seconds: seconds * 2, seed: 1 });
    console.log(`  cold cache:   ${summary(cold, seconds * 2)}`);
    const warmUp = Math.max(0, mixWarmUpSeconds - seconds * 2);
    if (warmUp > 0) await runMix(base, universe, visitors, { ...mix, seconds: warmUp, seed: 2 });
    const warm = await runMix(base, universe, visitors, { ...mix, seconds: seconds * 2, seed: 3 });
    console.log(`  after ${Math.max(mixWarmUpSeconds, seconds * 2)} s:  ${summary(warm, seconds * 2)}`);
    console.log(`\nload average at the end ${load()}`);
  } finally {
    await server.stop();
  }
} finally {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
