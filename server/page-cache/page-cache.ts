import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/** A rendered shared page, as kept. */
export interface CachedPage {
  key: string;
  status: number;
  headers: [string, string][];
  /**
   * The body compressed with brotli (what browsers take), compressed once when the page is kept. Only
   * compressed copies are kept: a page is 7 to 15 times smaller so, and many more pages fit.
   */
  brotli: Buffer;
  /** A gzip copy for clients that take no brotli, made when one first asks. */
  gzip?: Promise<Buffer>;
  /** sha256 sources of the page's inline scripts: its content security policy (see scriptHashes). */
  scriptHashes: string[];
  /** The page generation it was rendered at (modules/core readPageGeneration). */
  generation: string;
  renderedAt: number;
  /** Served as a hit until then, stale after (see PageCache). */
  freshUntil: number;
  /** Bytes kept for it: the brotli copy and the gzip one once made. */
  bytes: number;
}

export interface PageCacheOptions {
  /** No page is served older than this (ms): fresh for half of it, then stale while it is rendered again. */
  maxAgeMs: number;
  /**
   * How long after a new generation is first read a render may still see data from before the change
   * (ms): on PostgreSQL a writer moves the sequence before it commits, and kept cards and answers live
   * up to 10 s. A page rendered within this time after its generation was first read is fresh only
   * until the time is over, then rendered again.
   */
  settleMs: number;
  /** Bytes kept at most (compressed copies); the least recently used go first. */
  maxBytes: number;
  /** The current page generation; read for each request that would be served from the cache (unless it brings its own read). */
  generation: () => Promise<string>;
  now?: () => number;
  /** Told when a background render fails (the stale page is then dropped at its maximum age). */
  onRefreshError?: (error: unknown) => void;
}

export type Freshness = "hit" | "stale" | "miss";

/** What a render gives the cache: kept only when it is a 200 without cookies. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of a page's inline scripts. A cached page goes to many visitors, so it cannot carry
 * one request's nonce: its scripts are allowed by their hashes instead. Data blocks (JSON-LD) are not
 * run and need none.
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The in-process cache of shared pages: least recently used out first, bounded in bytes; a page is
 * fresh for half of maxAgeMs (less when rendered just after a change, see settleMs), then served
 * stale while one background render replaces it, and never served past maxAgeMs or once the page
 * generation has moved (a change to what it shows). Concurrent misses of one key wait for one render.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Renders under way, by key, with the generation each was started at. */
  private readonly renders = new Map<
    string,
    { generation: string; page: Promise<CachedPage | RenderedPage> }
  >();
  private bytes = 0;
  private readonly now: () => number;
  /** The newest generation read, and when it was first read. */
  private latest = { generation: "", since: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The page for a key: from the cache when it may be served, else rendered (and kept when it can be).
   * `readGeneration` is the request's read of the page generation, which its render shares.
   */
  async get(
    key: string,
    render: () => Promise<RenderedPage>,
    readGeneration: () => Promise<string> = this.options.generation,
  ): Promise<{ page: CachedPage | RenderedPage; freshness: Freshness }> {
    let generation: string;
    try {
      generation = await readGeneration();
    } catch {
      // The database is away: the page is rendered as it can be (its 503 page), never from the cache.
      return { page: await render(), freshness: "miss" };
    }
    const now = this.now();
    if (generation !== this.latest.generation) this.latest = { generation, since: now };
    const kept = this.pages.get(key);
    if (kept && kept.generation === generation) {
      if (now - kept.renderedAt < this.options.maxAgeMs) {
        this.touch(key, kept);
        if (now < kept.freshUntil) return { page: kept, freshness: "hit" };
        if (this.renders.get(key)?.generation !== generation) {
          this.renderOnce(key, generation, render).catch((error: unknown) =>
            this.options.onRefreshError?.(error),
          );
        }
        return { page: kept, freshness: "stale" };
      }
    }
    return { page: await this.renderOnce(key, generation, render), freshness: "miss" };
  }

  /** The body in an encoding (null: as rendered): the kept brotli copy, a gzip copy made once, or decompressed. */
  body(page: CachedPage, encoding: "br" | "gzip" | null): Promise<Buffer> {
    if (encoding === "br") return Promise.resolve(page.brotli);
    if (encoding === null) return unbrotli(page.brotli);
    if (!page.gzip) {
      const copy = unbrotli(page.brotli).then((body) => gzip(body, { level: 6 }));
      page.gzip = copy;
      copy.then(
        (buffer) => this.grow(page, buffer.length),
        () => {
          if (page.gzip === copy) page.gzip = undefined;
        },
      );
    }
    return page.gzip;
  }

  /** Forgets every page (a test, or an operator after a change made outside the database). */
  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  private renderOnce(
    key: string,
    generation: string,
    render: () => Promise<RenderedPage>,
  ): Promise<CachedPage | RenderedPage> {
    // A render started at an older generation may show what changed since: it is not joined.
    const pending = this.renders.get(key);
    if (pending?.generation === generation) return pending.page;
    const started = this.now();
    const rendering = render()
      .then(async (rendered): Promise<CachedPage | RenderedPage> => {
        if (rendered.status !== 200 || rendered.headers.has("set-cookie")) return rendered;
        const compressed = await brotli(rendered.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        });
        const page: CachedPage = {
          key,
          status: rendered.status,
          headers: [...rendered.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
          brotli: compressed,
          scriptHashes: scriptHashes(rendered.body.toString("utf8")),
          generation,
          renderedAt: started,
          freshUntil: this.freshUntil(started),
          bytes: compressed.length,
        };
        // Kept only while its generation is the newest read: an older one would never be served.
        if (generation === this.latest.generation) this.keep(key, page);
        return page;
      })
      .finally(() => {
        if (this.renders.get(key)?.page === rendering) this.renders.delete(key);
      });
    this.renders.set(key, { generation, page: rendering });
    return rendering;
  }

  /** Half the maximum age after the render started, or the end of its generation's settling time when sooner. */
  private freshUntil(started: number): number {
    const fresh = started + this.options.maxAgeMs / 2;
    const settled = this.latest.since + this.options.settleMs;
    return started < settled ? Math.min(fresh, settled) : fresh;
  }

  private keep(key: string, page: CachedPage): void {
    this.remove(key);
    if (page.bytes > this.options.maxBytes / 4) return; // one page never crowds out the rest
    this.pages.set(key, page);
    this.bytes += page.bytes;
    this.evict();
  }

  private grow(page: CachedPage, bytes: number): void {
    page.bytes += bytes;
    if (this.pages.get(page.key) !== page) return;
    this.bytes += bytes;
    this.evict();
  }

  private touch(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private evict(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(key);
    }
  }
}

/** Headers a kept page carries to every visitor; cookies, caching and security headers are the server's. */
const KEPT_HEADERS = new Set([
  "content-type",
  "x-remix-response",
  "x-remix-redirect",
  "x-remix-status",
  "x-remix-reload-document",
]);

/** Brotli's quality for kept pages: most of the size gain of higher ones at a fraction of the time. */
const BROTLI_QUALITY = 5;
