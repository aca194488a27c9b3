import { withConfiguredDatabase } from "./configured-database.ts";
import { parseRewardsCommand, runRewardsCommand } from "./rewards-command.ts";

// `npm run rewards -- benefit <email> [<reason>]`: a customer's shipping benefit (rewards-command.ts).
// With the embedded database, stop the store first: it is refused while the store has the data open.

try {
  const request = parseRewardsCommand(process.argv.slice(2));
  console.log(await withConfiguredDatabase((db) => runRewardsCommand(db, request)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
