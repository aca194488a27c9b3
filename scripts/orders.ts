import { isAppError } from "../modules/core/index.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";
import { OrdersUsageError, parseOrdersCommand, runOrdersCommand } from "./orders-command.ts";

// The warehouse's command (issue 13, "Fulfilment"), its steps in orders-command.ts. With the
// embedded database, stop the store first (refused while the store has the data open); mail the steps
// queue is sent before it exits.

async function run(): Promise<string> {
  const request = parseOrdersCommand(process.argv.slice(2));
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  const services = createServices(config, database.db, logger);
  try {
    return await runOrdersCommand(services, request, new Date());
  } finally {
    // The mail the step queued leaves now (the store's own dispatcher would send it too).
    await services.mailDispatcher.drainOnce().catch(() => 0);
    await services.mailDispatcher.stop();
    await database.close();
  }
}

try {
  console.log(await run());
} catch (error) {
  console.error(
    isAppError(error) ? `${error.message} (${error.code})` : error instanceof Error ? error.message : error,
  );
  process.exit(error instanceof OrdersUsageError ? error.exitCode : 1);
}
