import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { Hono } from "hono";
import { findLiveProducts } from "../catalog/index.server.ts";
import { productPath } from "../catalog/index.ts";
import { acceptsEncoding } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { selectMarketplace } from "../marketplace/index.ts";
import { categorySearchPath } from "../search/index.ts";
import type { Services } from "../services/index.server.ts";
import { keptFor } from "./kept-for.ts";
import { buildMerchantFeed, type GzippedFeed, MERCHANT_FEED_PATH } from "./merchant-feed.server.ts";
import { robotsTxt } from "./robots.ts";
import { type SitemapSet, sitemapIndexXml, toSitemapSet, urlsetXml } from "./sitemap.ts";

/** How long a marketplace's sitemaps and feed are kept in memory, and how long caches may keep them. */
export const SITEMAP_TTL_SECONDS = 3600;
const publicCache = `public, max-age=${SITEMAP_TTL_SECONDS}`;

/** What sitemaps list beside the catalogue: the landing pages (home and the category entry points). */
export interface CrawlOptions {
  landingPaths: readonly string[];
}

async function buildSitemaps(
  services: Pick<Services, "db" | "marketplaces">,
  marketplace: Marketplace,
  landingPaths: readonly string[],
): Promise<SitemapSet> {
  const { baseUrl } = marketplace;
  const subsites = services.marketplaces.map((m) => m.subsiteId);
  const live = await findLiveProducts(services.db, marketplace.subsiteId, subsites);
  const categories = new Set<string>();
  for (const product of live) {
    categories.add(categorySearchPath({ zc1: product.productType }));
    categories.add(categorySearchPath({ zc1: product.productType, zc2: product.subcategory }));
  }
  const brandIds = [...new Set(live.map((product) => product.brandId))].sort((a, b) => a - b);
  return toSitemapSet({
    products: live.map((product) => `${baseUrl}${productPath(product.seoName, product.productId)}`),
    brands: brandIds.map((brandId) => `${baseUrl}/search/brand/${brandId}`),
    categories: [...categories].sort().map((path) => `${baseUrl}${path}`),
    landing: landingPaths.map((path) => `${baseUrl}${path}`),
  });
}

/**
 * GET /sitemap.xml (a sitemap index), /sitemaps/{name}.xml, the product feed and /robots.txt, per
 * marketplace (the request's host): generated from the catalogue, kept in memory SITEMAP_TTL_SECONDS
 * and public for that long, so crawlers and CDNs do not make the store read the whole catalogue on
 * each request.
 */
export function crawlRoutes(
  services: Pick<Services, "db" | "marketplaces" | "forcedMarketplace" | "now">,
  options: CrawlOptions,
): Hono {
  const keptSitemaps = keptFor<string, SitemapSet>(SITEMAP_TTL_SECONDS, services.now);
  const sitemapsOf = (marketplace: Marketplace) =>
    keptSitemaps(marketplace.subsiteId, () => buildSitemaps(services, marketplace, options.landingPaths));
  const keptFeeds = keptFor<string, GzippedFeed>(SITEMAP_TTL_SECONDS, services.now);
  const feedOf = (marketplace: Marketplace) =>
    keptFeeds(marketplace.subsiteId, () => buildMerchantFeed(services, marketplace));
  const marketplaceOf = (host: string | undefined) =>
    selectMarketplace(services.marketplaces, host, services.forcedMarketplace);
  const xml = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": publicCache };

  const app = new Hono();
  app.get("/robots.txt", (c) => {
    const { baseUrl } = marketplaceOf(c.req.header("host"));
    return c.body(robotsTxt(baseUrl), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": publicCache,
    });
  });
  app.get("/sitemap.xml", async (c) => {
    const marketplace = marketplaceOf(c.req.header("host"));
    return c.body(sitemapIndexXml(marketplace.baseUrl, await sitemapsOf(marketplace)), 200, xml);
  });
  app.get("/sitemaps/:file", async (c) => {
    const name = /^([a-z]+-[1-9][0-9]{0,5})\.xml$/.exec(c.req.param("file"))?.[1];
    const urls =
      name === undefined ? undefined : (await sitemapsOf(marketplaceOf(c.req.header("host")))).get(name);
    if (urls === undefined) return c.text("Not found", 404);
    return c.body(urlsetXml(urls), 200, xml);
  });
  app.get(MERCHANT_FEED_PATH, async (c) => {
    const feed = await feedOf(marketplaceOf(c.req.header("host")));
    const headers = { ...xml, Vary: "Accept-Encoding" };
    // Kept as gzip: sent as it is to clients that take it, unpacked as it streams to the others.
    if (acceptsEncoding(c.req.header("accept-encoding"), "gzip")) {
      return c.body(new Uint8Array(feed.gzip), 200, { ...headers, "Content-Encoding": "gzip" });
    }
    const xmlStream = Readable.toWeb(Readable.from([feed.gzip]).pipe(createGunzip()));
    return c.body(xmlStream as ReadableStream<Uint8Array>, 200, headers);
  });
  return app;
}
