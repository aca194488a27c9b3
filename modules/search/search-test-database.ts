import type { Database } from "../../db/client.ts";
import { createFilledTestDatabase } from "../../db/test-database.ts";
import { seedCatalogue } from "../../seed/index.ts";
import { createPostgresSearchEngine } from "./postgres-engine.server.ts";
import { refreshSearchDocuments } from "./refresh.server.ts";
import type { SearchEngine } from "./types.ts";

/**
 * For search integration tests: a fresh database with a 300-product catalogue, its broad words'
 * searches precomputed even at this size (so both the precomputed and the live paths are tested),
 * and the engine over it.
 */
export async function openSearchTestDatabase(): Promise<{ database: Database; engine: SearchEngine }> {
  const database = await createFilledTestDatabase("search_300", async ({ db }) => {
    await seedCatalogue(db, { products: 300 });
    await refreshSearchDocuments(db, { broadLexemeMinDocuments: 1 });
  });
  return { database, engine: createPostgresSearchEngine(database.db) };
}
