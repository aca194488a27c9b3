export { searchRoutes } from "./api.server.ts";
export { ErrorSchema, ProductCardSchema } from "./api-schemas.ts";
export { listSearchBrands } from "./brands.server.ts";
export { inspiredSearchUrl, MIN_INSPIRED_STYLES, type SoldOutProduct } from "./inspired.server.ts";
export { createPostgresSearchEngine } from "./postgres-engine.server.ts";
export { type RefreshOptions, refreshSearchDocuments, tidySearchIndex } from "./refresh.server.ts";
export type { SearchEngine } from "./types.ts";
