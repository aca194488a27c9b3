export { type CrawlOptions, crawlRoutes, SITEMAP_TTL_SECONDS } from "./routes.server.ts";
