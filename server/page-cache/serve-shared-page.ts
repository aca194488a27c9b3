import type { Context } from "hono";
import { chooseEncoding } from "../../modules/core/index.ts";
import type { AppEnv } from "../app-env.ts";
import { contentSecurityPolicy } from "../middleware/security-headers.ts";
import type { CachedPage, PageCache, RenderedPage } from "./page-cache.ts";

/**
 * Cache-Control of a shared page: a shared cache (CDN), which is not told of changes, keeps it fresh
 * for half its bound and may serve it stale for the other half while it fetches it again; a browser
 * asks again each time.
 */
export function sharedPageCacheControl(cdnSeconds: number): string {
  if (cdnSeconds <= 0) return "public, max-age=0, no-cache";
  const fresh = Math.floor(cdnSeconds / 2);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${cdnSeconds - fresh}`;
}

/** Reads a rendered response whole, for the cache. */
export async function renderedPage(response: Response): Promise<RenderedPage> {
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function isCached(page: CachedPage | RenderedPage): page is CachedPage {
  return "generation" in page;
}

/**
 * Answers a request for a shared page from the cache (rendering it when it must), compressed once
 * per page and encoding, with the page's own script hashes as its CSP. A render the cache would not keep (not a
 * 200) is answered as rendered, private like any other answer.
 */
export async function serveSharedPage(
  c: Context<AppEnv>,
  cache: PageCache,
  options: {
    key: string;
    /** How old a CDN may serve the page (PAGE_CACHE_CDN_SECONDS). */
    cdnSeconds: number;
    render: () => Promise<RenderedPage>;
    /** The request's read of the page generation, shared with its render. */
    generation: () => Promise<string>;
  },
): Promise<Response> {
  const { page, freshness } = await cache.get(options.key, options.render, options.generation);
  const headers = new Headers(page.headers);
  let body: Buffer;
  if (isCached(page)) {
    headers.set("Cache-Control", sharedPageCacheControl(options.cdnSeconds));
    headers.set("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes));
    // Checked against the current generation just now, so new to a CDN whatever its time here: an
    // Age of the time since the render would expire it at a CDN past the CDN's own bound.
    headers.set("Age", "0");
    headers.set("X-Page-Age", String(Math.max(0, Math.floor((Date.now() - page.renderedAt) / 1000))));
    headers.set("X-Page-Cache", freshness.toUpperCase());
    headers.append("Vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    body = await cache.body(page, encoding);
    if (encoding) headers.set("Content-Encoding", encoding);
  } else {
    body = page.body;
  }
  headers.set("Content-Length", String(body.length));
  // A view of the kept bytes, not a copy (a Response never writes to its body).
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new Response(c.req.method === "HEAD" ? null : view, { status: page.status, headers });
}
