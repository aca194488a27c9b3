import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { ensureChromium } from "../scripts/ensure-chromium.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { BROWSER_USER_AGENT, productPath, startBenchStore } from "./bench-store.ts";
import { pageBytes } from "./page-bytes.ts";

// `npm run bench:lighthouse`: Lighthouse's default (mobile) settings, in Debian's Chromium, on the
// built store over a fresh embedded database: home, search, a listing, a product page and the bag
// (with one item in it). Prints the four category scores, LCP, CLS and TBT of each page's median
// run (LIGHTHOUSE_RUNS, default 3), the range of its runs, and what its HTML is made of (all of it,
// the router's hydration data, the JSON-LD). Figures only, never pass or fail; the load average is
// printed with them since two busy cores change TBT and LCP.

const port = Number(process.env.BENCH_PORT ?? 3202);
/** The browser tests' flags (tests/support/chromium.ts), headless. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Runs per page (LIGHTHOUSE_RUNS, default 3): one run's TBT and LCP move a lot on two busy cores. */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Only these pages (LIGHTHOUSE_PAGES=search,listing), else all five, in their order (the bag after the product page). */
const only = process.env.LIGHTHOUSE_PAGES?.split(",") ?? null;

type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** A guest's session cookies with one item in the bag (POST /v1/cart, as the product page adds). */
async function bagCookie(base: string, product: string): Promise<string> {
  // Shared pages set no cookie: the visitor call, which every page makes, starts the session.
  const visitor = await fetch(`${base}/v1/visitor`, { headers: { "user-agent": BROWSER_USER_AGENT } });
  const cookie = visitor.headers
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
  const answer = await (await fetch(`${base}/v1/cart`, { headers: { cookie } })).json();
  if (answer.cartCount !== 1) throw new Error("the bag's session cookie did not keep the item");
  return cookie;
}

/** Puts `name=value; ...` cookies for `base` into the browser Lighthouse drives (over its DevTools port). */
async function setBrowserCookies(port: number, base: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error("the browser has no default context");
    const pairs = cookie.split("; ").map((pair) => pair.split("="));
    await context.addCookies(pairs.map(([name = "", value = ""]) => ({ name, value, url: base })));
  } finally {
    await browser.close();
  }
}

process.env.NODE_ENV = "production";
buildIfNeeded();
ensureChromium();
const store = await startBenchStore({ port, host: "localhost" });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
try {
  const product = await productPath(store.base);
  const cookie = await bagCookie(store.base, product);
  const pages: [string, string, string | null][] = [
    ["home", "/", null],
    ["search", "/search/boots", null],
    ["listing", "/women", null],
    ["product", product, null],
    ["bag", "/cart", cookie],
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
  console.log(
    `${runs} run${runs === 1 ? "" : "s"} a page; the median run by performance score, with the range of the runs\n`,
  );
  console.log(
    "page".padEnd(10),
    ...columns.map((column) => column.padStart(8)),
    "  perf range  TBT range  path",
  );
  for (const [name, path, cookie] of pages.filter(([name]) => only === null || only.includes(name))) {
    const url = `${store.base}${path}`;
    // The bag's session goes into the browser's own cookies: an extra Cookie header loses to them
    // (every page before has had its visitor call start a session of its own).
    if (cookie) await setBrowserCookies(chrome.port, store.base, cookie);
    const html = await (
      await fetch(url, { headers: { ...(cookie ? { cookie } : {}), "user-agent": BROWSER_USER_AGENT } })
    ).text();
    const bytes = pageBytes(html);
    const reports: LighthouseReport[] = [];
    for (let attempt = 0; reports.length < runs && attempt < runs + 3; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      // A run whose trace broke (NO_NAVSTART and the like) has no figures: run it again.
      if (result && !result.lhr.runtimeError) reports.push(result.lhr);
    }
    if (reports.length === 0) throw new Error(`Lighthouse gave no result for ${path}`);
    const score = (lhr: LighthouseReport, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (lhr: LighthouseReport, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    reports.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = reports[Math.floor(reports.length / 2)] as LighthouseReport;
    const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
    const kB = (n: number) => (n / 1000).toFixed(1);
    const cells = [
      ...CATEGORIES.map((id) => score(median, id)),
      Math.round(metric(median, "largest-contentful-paint")),
      metric(median, "cumulative-layout-shift").toFixed(3),
      Math.round(metric(median, "total-blocking-time")),
      kB(bytes.html),
      kB(bytes.hydration),
      kB(bytes.jsonLd),
      bytes.jsonLdBlocks,
    ];
    const perfRange = range(reports.map((lhr) => score(lhr, "performance")));
    const tbtRange = range(reports.map((lhr) => Math.round(metric(lhr, "total-blocking-time"))));
    console.log(
      name.padEnd(10),
      ...cells.map((cell) => String(cell).padStart(8)),
      " ",
      perfRange.padStart(10),
      tbtRange.padStart(10),
      "",
      path,
    );
    const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
    if (jsonDir) {
      const { mkdirSync, writeFileSync } = await import("node:fs");
      mkdirSync(jsonDir, { recursive: true });
      reports.forEach((lhr, index) => {
        writeFileSync(`${jsonDir}/${name}-${index + 1}.json`, JSON.stringify(lhr));
      });
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
