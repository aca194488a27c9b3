// The store for `npm run bench:pages`, run in its own process: the real app (server/app.ts over the
// built pages) on a fresh database, plus the bare React Router page at /__bench/bare behind the same
// middleware. The bare page exists only in this process, never in the store.
process.env.NODE_ENV ??= "production";

// WEB_CONCURRENCY > 1 (PostgreSQL only): a primary prepares the database and forks workers that
// run this file, as the store does (server/primary.ts).
const cluster = (await import("node:cluster")).default;
const { loadConfig } = await import("../server/config.ts");
const config = loadConfig();
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  const { fileURLToPath } = await import("node:url");
  const { createLogger } = await import("../server/logger.ts");
  const { runPrimary } = await import("../server/primary.ts");
  const { prepareDatabase } = await import("../server/start-server.ts");
  const logger = createLogger(config.LOG_LEVEL);
  const prepare = async () => (await prepareDatabase(config, logger)).close();
  await runPrimary(config, logger, prepare, fileURLToPath(import.meta.url));
} else {
  const { startPagesBenchServer } = await import("./pages-app.ts");
  await startPagesBenchServer({ worker: cluster.isWorker });
}

export {};
