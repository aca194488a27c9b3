import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { parseRewardsCommand, runRewardsCommand } from "./rewards-command.ts";

// `npm run rewards -- benefit <email> [<reason>]`: a customer's shipping benefit (rewards-command.ts).
// With the embedded database, stop the store first (one process opens its data at a time).

try {
  const request = parseRewardsCommand(process.argv.slice(2));
  const database = await openConfiguredDatabase(loadConfig());
  try {
    console.log(await runRewardsCommand(database.db, request));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
