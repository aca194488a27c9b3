export { MERCHANT_FEED_PATH } from "./merchant-feed.server.ts";
export { type CrawlOptions, crawlRoutes, SITEMAP_TTL_SECONDS } from "./routes.server.ts";
