export { type Catalogue, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalogue } from "./generator.ts";
export { catalogueCounts, isCatalogueEmpty, type SeedOptions, seedCatalogue } from "./load.server.ts";
export type { ProductBundle } from "./products.ts";
