import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import { serveClusterMetrics } from "../modules/telemetry/index.server.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { restartPolicy } from "./worker-restarts.ts";

/** Workers run the server's entry point again (not `npm start`'s script, which would build again). */
const storeEntry = fileURLToPath(new URL("./main.ts", import.meta.url));

/** Beyond the workers' own shutdown timeout, the primary waits this long before killing them. */
const STOP_GRACE_MS = 10_000;

/**
 * The primary process when WEB_CONCURRENCY > 1: prepares the database once (migrations, first-start
 * seed), forks the workers, which each serve HTTP on the shared port, replaces a worker that dies,
 * and on SIGTERM/SIGINT has every worker finish its requests, then exits. It serves no HTTP.
 */
export async function runPrimary(
  config: Config,
  logger: Logger,
  prepare: () => Promise<void>,
  /** The file each worker runs (the benchmark's server names its own). */
  workerEntry = storeEntry,
): Promise<void> {
  await prepare();

  // Workers accept from the shared listening socket themselves. With Node's default round-robin
  // the primary accepts and passes each connection on; one passed to a worker that dies before
  // taking it stays open in the primary, unanswered, for good (docs/decisions.md).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec: workerEntry });
  // /metrics reaches one worker: it asks here for every worker's metrics.
  serveClusterMetrics(logger);

  const workers = new Map<number, { worker: Worker; forkedAt: number }>();
  const policy = restartPolicy();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    workers.set(worker.id, { worker, forkedAt: Date.now() });
    logger.info({ worker: worker.id, pid: worker.process.pid }, "worker started");
  };

  const stop = (reason: Record<string, unknown>, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info(reason, "shutting down: the workers finish their in-flight requests");
    if (workers.size === 0) process.exit(exitCode);
    for (const { worker } of workers.values()) worker.process.kill("SIGTERM");
    // A worker stuck on its way out (waiting on its database, say) is not left behind.
    setTimeout(() => {
      logger.error({ workers: [...workers.keys()] }, "workers did not stop in time: killing them");
      for (const { worker } of workers.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + STOP_GRACE_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    const forkedAt = workers.get(worker.id)?.forkedAt ?? Date.now();
    workers.delete(worker.id);
    const facts = { worker: worker.id, pid: worker.process.pid, code, signal };
    if (stopping) {
      logger.info(facts, "worker stopped");
      if (workers.size === 0) {
        logger.info("all workers stopped");
        process.exit(exitCode);
      }
      return;
    }
    // Its in-flight requests are lost; the others keep answering, and only live workers accept.
    const next = policy.afterExit(Date.now() - forkedAt);
    if (next.action === "stop") {
      logger.fatal(
        { ...facts, quickExits: next.quickExits },
        "worker died: workers keep dying right after they start, stopping the store",
      );
      stop({ reason: "crash loop" }, 1);
      return;
    }
    logger.error({ ...facts, replaceInMs: next.delayMs }, "worker died: starting a replacement");
    setTimeout(fork, next.delayMs);
  });

  process.on("SIGTERM", () => stop({ signal: "SIGTERM" }, 0));
  process.on("SIGINT", () => stop({ signal: "SIGINT" }, 0));

  logger.info({ workers: config.WEB_CONCURRENCY }, "starting the workers");
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
}
