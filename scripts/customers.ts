import { withConfiguredDatabase } from "./configured-database.ts";
import { parseCustomersCommand, runCustomersCommand } from "./customers-command.ts";

// `npm run customers -- blocked <email> [on|off]`: a customer's block (customers-command.ts).
// With the embedded database, stop the store first: it is refused while the store has the data open.

try {
  const request = parseCustomersCommand(process.argv.slice(2));
  console.log(await withConfiguredDatabase((db) => runCustomersCommand(db, request)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
