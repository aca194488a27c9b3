import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { BROWSER_USER_AGENT, productPath, startBenchStore } from "./bench-store.ts";
import { BARE_PAGE_PATH } from "./pages-paths.ts";

// `npm run bench:pages`: server rendering of the home page, a search page and a product page under
// autocannon (20 connections), next to a bare React Router page served by the same server (the
// limit: the same middleware, entry.server and request handler, none of the store's work), and
// the JavaScript each page loads (the modulepreload and script files its HTML names, gzipped).
// Figures only, never pass or fail. BENCH_SECONDS (default 10) per page, after a 2 s warm-up;
// SEED_PRODUCTS (default 2000) sizes the throw-away catalogue, or DATA_DIR/DATABASE_URL pick a database.

const connections = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3201);
const root = new URL("..", import.meta.url).pathname;
const clientDir = `${root}build/client`;
const headers = { "accept-encoding": "gzip", "user-agent": BROWSER_USER_AGENT };

interface PageFigures {
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
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
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    perSecond: round(result.requests.total / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    errors: result.errors + result.non2xx,
  };
}

/** The built JavaScript files a page's HTML names (modulepreload links, module scripts and imports). */
export function scriptFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""))];
}

/** The page's JavaScript, gzipped (level 6, as the server compresses) and summed. */
async function javascriptBytes(path: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (
    await fetch(`${base}${path}`, { headers: { "user-agent": BROWSER_USER_AGENT } })
  ).text();
  const files = scriptFiles(html);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(`${clientDir}${file}`)).length,
    0,
  );
  return { files: files.length, gzipBytes };
}

// A build made here must be a production one (the build inherits NODE_ENV).
process.env.NODE_ENV = "production";
buildIfNeeded();
const store = await startBenchStore({ port, script: "bench/pages-server.ts" });
const base = store.base;
try {
  const pages: [string, string][] = [
    ["bare React Router page (limit)", BARE_PAGE_PATH],
    ["home", "/"],
    ["search", "/search/boots"],
    ["product", await productPath(base)],
  ];
  console.log(`${connections} connections, ${seconds} s a page after a 2 s warm-up\n`);
  const columns = ["req/s", "p50 ms", "p95 ms", "errors", "JS files", "JS gzip kB"];
  console.log("page".padEnd(32), "path".padEnd(50), ...columns.map((column) => column.padStart(10)));
  for (const [name, path] of pages) {
    await measure(path, 2);
    const figures = await measure(path, seconds);
    const js = await javascriptBytes(path);
    const cells = [
      figures.perSecond,
      figures.p50,
      figures.p95,
      figures.errors,
      js.files,
      (js.gzipBytes / 1000).toFixed(1),
    ];
    console.log(
      name.padEnd(32),
      path.slice(0, 50).padEnd(50),
      ...cells.map((cell) => String(cell).padStart(10)),
    );
  }
} finally {
  store.stop();
}
