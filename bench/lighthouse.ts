import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { BROWSER_USER_AGENT, productPath, startBenchStore } from "./bench-store.ts";
import { pageBytes } from "./page-bytes.ts";

// `npm run bench:lighthouse`: Lighthouse's default (mobile) settings, in Debian's Chromium, on the
// built store over a fresh embedded database: home, search, a listing, a product page and the bag
// (with one item in it). Prints the four category scores, LCP, CLS and TBT, and what each page's
// HTML is made of (all of it, the router's hydration data, the JSON-LD). Figures only, never pass
// or fail; the load average is printed with them since two busy cores change TBT and LCP.

const port = Number(process.env.BENCH_PORT ?? 3202);
/** The browser tests' flags (tests/support/chromium.ts), headless. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** A guest's session cookies with one item in the bag (POST /v1/cart, as the product page adds). */
async function bagCookie(base: string, product: string): Promise<string> {
  const page = await fetch(`${base}${product}`, { headers: { "user-agent": BROWSER_USER_AGENT } });
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const productId = /\/product\/(\d+)/.exec(product)?.[1];
  const bundle = await (await fetch(`${base}/v3/productBundle?productId=${productId}`)).json();
  const stock = bundle.styles
    .flatMap((style: { stocks: { stockId: number; onHand: number }[] }) => style.stocks)
    .find((candidate: { onHand: number }) => candidate.onHand > 0);
  const added = await fetch(`${base}/v1/cart`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ items: [{ stockId: stock.stockId, quantity: 1, quantityAddition: true }] }),
  });
  if (!added.ok) throw new Error(`adding to the bag failed: ${added.status} ${await added.text()}`);
  return cookie;
}

process.env.NODE_ENV = "production";
buildIfNeeded();
const store = await startBenchStore({ port, host: "localhost" });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
try {
  const product = await productPath(store.base);
  const cookie = await bagCookie(store.base, product);
  const pages: [string, string, Record<string, string>][] = [
    ["home", "/", {}],
    ["search", "/search/boots", {}],
    ["listing", "/women", {}],
    ["product", product, {}],
    ["bag", "/cart", { cookie }],
  ];
  const columns = [
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP ms",
    "CLS",
    "TBT ms",
    "HTML kB",
    "hydr kB",
    "LD kB",
    "LD n",
  ];
  console.log("page".padEnd(10), ...columns.map((column) => column.padStart(8)), "  path");
  for (const [name, path, extraHeaders] of pages) {
    const url = `${store.base}${path}`;
    const html = await (
      await fetch(url, { headers: { ...extraHeaders, "user-agent": BROWSER_USER_AGENT } })
    ).text();
    const bytes = pageBytes(html);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const kB = (n: number) => (n / 1000).toFixed(1);
    const cells = [
      ...CATEGORIES.map(score),
      Math.round(metric("largest-contentful-paint")),
      metric("cumulative-layout-shift").toFixed(3),
      Math.round(metric("total-blocking-time")),
      kB(bytes.html),
      kB(bytes.hydration),
      kB(bytes.jsonLd),
      bytes.jsonLdBlocks,
    ];
    console.log(name.padEnd(10), ...cells.map((cell) => String(cell).padStart(8)), " ", path);
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(`${process.env.LIGHTHOUSE_JSON_DIR}/${name}.json`, JSON.stringify(result.lhr));
    }
  }
  const { loadavg, cpus } = await import("node:os");
  console.log(
    `\nload average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} on ${cpus().length} cores`,
  );
} finally {
  await chrome.kill();
  await store.stop();
}
