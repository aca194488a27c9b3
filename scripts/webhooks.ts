import { isAppError } from "../modules/core/index.ts";
import { withConfiguredDatabase } from "./configured-database.ts";
import { parseWebhooksCommand, runWebhooksCommand, WebhooksUsageError } from "./webhooks-command.ts";

// The operators' webhooks command (issue 29, point 5), its steps in webhooks-command.ts: endpoints,
// the delivery log and redelivery. The running store sends what it queues. With the embedded
// database, stop the store first (one process opens its data at a time).

try {
  const request = parseWebhooksCommand(process.argv.slice(2));
  console.log(await withConfiguredDatabase((db) => runWebhooksCommand(db, request, new Date())));
} catch (error) {
  console.error(
    isAppError(error) ? `${error.message} (${error.code})` : error instanceof Error ? error.message : error,
  );
  process.exit(error instanceof WebhooksUsageError ? error.exitCode : 1);
}
