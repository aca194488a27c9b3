import type { Database } from "../db/client.ts";
import { createFilledTestDatabase } from "../db/test-database.ts";
import { DEFAULT_SEED } from "./generator.ts";
import { seedCatalogue } from "./load.server.ts";

/**
 * For integration tests: a fresh database holding the demo catalogue of `products` products (and
 * `seed`), seeded once per test run and copied for each file that asks for the same catalogue.
 */
export function createSeededTestDatabase(options: { products: number; seed?: number }): Promise<Database> {
  const seed = options.seed ?? DEFAULT_SEED;
  return createFilledTestDatabase(`catalogue_${options.products}_${seed}`, (database) =>
    seedCatalogue(database.db, { products: options.products, seed }),
  );
}
