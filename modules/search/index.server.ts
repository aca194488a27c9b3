export { searchRoutes } from "./api.server.ts";
export { ErrorSchema, ProductCardSchema } from "./api-schemas.ts";
export { listSearchBrands } from "./brands.server.ts";
export { createPostgresSearchEngine } from "./postgres-engine.server.ts";
export { type RefreshOptions, refreshSearchDocuments } from "./refresh.server.ts";
