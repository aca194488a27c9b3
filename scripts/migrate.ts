import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
