import autocannon from "autocannon";
import { mulberry32 } from "../seed/prng.ts";

// The realistic traffic mix of `npm run bench:pages` (issue 11, goal 3): visits over many product,
// listing and search URLs, a few hot and a long tail cold (Zipf), by new guests, returning guests
// with a bag and signed-in customers; each visit is the page and the browser's read of the
// visitor's own parts beside it (GET /v1/visitor), as a shopper's browser makes them.

/** Picks indexes 0..n-1 with Zipf's law (exponent s): index 0 most often, a long tail rarely. */
export function zipf(n: number, random: () => number, s = 1): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) {
    total += 1 / rank ** s;
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Shuffles a copy (Fisher-Yates) with the given random source: which URLs are hot is arbitrary. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const SEARCH_TERMS = [
  "boots",
  "sneakers",
  "sandals",
  "running shoes",
  "black boots",
  "leather",
  "kids",
  "heels",
  "slippers",
  "loafers",
  "rain boots",
  "hiking",
  "red",
  "waterproof",
  "wide",
  "socks",
  "bags",
  "watch",
  "dress",
  "jacket",
];
const SEARCH_SUFFIXES = ["", "/sort/price/asc", "/page/2", "/sort/reviewRating/desc"];

/** The store's URLs a mix visits, read from its own sitemaps (live products, brands, categories, landing pages). */
export async function mixUniverse(
  base: string,
): Promise<{ products: string[]; listings: string[]; searches: string[] }> {
  const locations = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
  const files = await locations(`${base}/sitemap.xml`);
  const products: string[] = [];
  const listings: string[] = [];
  for (const file of files) {
    const paths = await locations(`${base}${file}`);
    (file.includes("product") ? products : listings).push(...paths);
  }
  const candidates = SEARCH_TERMS.flatMap((term) =>
    SEARCH_SUFFIXES.map((suffix) => `/search/${encodeURIComponent(term).replaceAll("%20", "-")}${suffix}`),
  );
  // A second page of a term with fewer than 100 results is a 404, rightly: shoppers never reach it.
  const answers = await Promise.all(candidates.map(async (path) => (await fetch(`${base}${path}`)).status));
  const searches = candidates.filter((_, index) => answers[index] === 200);
  return { products, listings, searches };
}

export interface MixVisitors {
  /** Cookie headers of returning guests (with a bag) and of signed-in customers. */
  guests: string[];
  customers: string[];
}

/** What the mix is made of: shares of visits by page kind and by visitor. */
export const MIX = {
  pages: { product: 0.5, listing: 0.3, search: 0.2 },
  visitors: { newGuest: 0.4, returningGuest: 0.3, customer: 0.3 },
} as const;

/**
 * Runs the mix against the store for `seconds` with `connections` concurrent clients. Each visit is
 * two requests (the page, then /v1/visitor with the same cookies).
 */
export async function runMix(
  base: string,
  universe: Awaited<ReturnType<typeof mixUniverse>>,
  visitors: MixVisitors,
  options: {
    connections: number;
    seconds: number;
    userAgent: string;
    /** The seed of the visits: the same seed replays the same visits (a warm-up takes another). */
    seed: number;
  },
): Promise<{
  visits: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: each non-2xx status with its count, and failed connections. */
  errorKinds: string;
  /** How the pages were served, by the store's X-Page-Cache header (hit, stale, miss; none: not a shared page). */
  pageCache: Record<string, number>;
}> {
  const random = mulberry32(options.seed);
  const groups = {
    product: { paths: shuffled(universe.products, random), pick: zipf(universe.products.length, random) },
    listing: { paths: shuffled(universe.listings, random), pick: zipf(universe.listings.length, random) },
    search: { paths: shuffled(universe.searches, random), pick: zipf(universe.searches.length, random) },
  };
  const pickPath = () => {
    const r = random();
    const group =
      r < MIX.pages.product
        ? groups.product
        : r < MIX.pages.product + MIX.pages.listing
          ? groups.listing
          : groups.search;
    return group.paths[group.pick()] ?? "/";
  };
  const pickCookie = (): string | undefined => {
    const r = random();
    if (r < MIX.visitors.newGuest) return undefined;
    const pool =
      r < MIX.visitors.newGuest + MIX.visitors.returningGuest ? visitors.guests : visitors.customers;
    return pool[Math.floor(random() * pool.length)];
  };
  const headers = { "accept-encoding": "br, gzip", "user-agent": options.userAgent };
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const pageCache: Record<string, number> = {};
  // Each connection's current visit: its visitor's cookies, for the second request of the visit.
  const visitOf = new WeakMap<object, string | undefined>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        headers,
        requests: [
          {
            setupRequest: (request, context) => {
              const cookie = pickCookie();
              visitOf.set(context, cookie);
              return { ...request, path: pickPath(), headers: cookie ? { ...headers, cookie } : headers };
            },
            onResponse: (_status, _body, _context, answer) => {
              const freshness = String(
                answer?.["x-page-cache"] ?? answer?.["X-Page-Cache"] ?? "none",
              ).toLowerCase();
              pageCache[freshness] = (pageCache[freshness] ?? 0) + 1;
            },
          },
          {
            setupRequest: (request, context) => {
              const cookie = visitOf.get(context);
              return { ...request, path: "/v1/visitor", headers: cookie ? { ...headers, cookie } : headers };
            },
          },
        ],
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status < 200 || status > 299) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(
      (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10,
    ) / 10;
  return {
    visits: Math.floor(result.requests.total / 2),
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.non2xx,
    errorKinds: [
      ...[...statuses].map(([status, count]) => `${count}× ${status}`),
      ...(result.errors > 0 ? [`${result.errors}× no answer (${result.timeouts} timed out)`] : []),
    ].join(", "),
    pageCache,
  };
}

/** A cookie jar's header after a response's Set-Cookie lines. */
function withCookies(jar: Map<string, string>, response: Response): Map<string, string> {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * The mix's returning visitors: guests who put an item in the bag, and customers signed in with the
 * /login form (accounts the benchmark's server made, BENCH_CUSTOMERS).
 */
export async function mixVisitors(
  base: string,
  options: { guests: number; customers: readonly { email: string; password: string }[]; stockId: number },
): Promise<MixVisitors> {
  const guests: string[] = [];
  for (let i = 0; i < options.guests; i++) {
    const jar = withCookies(new Map(), await fetch(`${base}/v1/visitor`));
    await fetch(`${base}/v1/cart`, {
      method: "POST",
      headers: { cookie: cookieHeader(jar), "content-type": "application/json" },
      body: JSON.stringify({ items: [{ stockId: options.stockId, quantity: 1 }] }),
    });
    guests.push(cookieHeader(jar));
  }
  const customers: string[] = [];
  for (const { email, password } of options.customers) {
    const jar = withCookies(new Map(), await fetch(`${base}/login`));
    const signIn = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookieHeader(jar), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }),
    });
    if (signIn.status !== 303) throw new Error(`signing in ${email} answered ${signIn.status}`);
    customers.push(cookieHeader(withCookies(jar, signIn)));
  }
  return { guests, customers };
}
