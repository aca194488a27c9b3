import type { Db, Log } from "../core/index.ts";
import { clusterMetricsReader, isClusterWorker } from "./cluster-metrics.server.ts";
import { createStoreMetrics, type StoreMetrics } from "./metrics.server.ts";
import { insertEvents, type NewEvent, pruneEvents } from "./store.server.ts";
import type { Track } from "./track.ts";

/** How long events are kept, and how many at most (TELEMETRY_RETENTION_DAYS, TELEMETRY_MAX_EVENTS). */
export interface TelemetrySettings {
  retentionDays: number;
  maxEvents: number;
}

export const DEFAULT_TELEMETRY_SETTINGS: TelemetrySettings = { retentionDays: 30, maxEvents: 1_000_000 };

/** Pruned this often (and once when the store starts). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Telemetry {
  metrics: StoreMetrics;
  /** A tracked event ('No Search Results Found', …): logged, and stored without waiting. */
  track: Track;
  /** Stores events and counts them; a failure is logged and counted, never thrown: telemetry fails no request. */
  record(events: readonly NewEvent[], log?: Log): Promise<void>;
  /** The Prometheus text of this process, or of every worker when the store runs one per core. */
  metricsText(): Promise<{ contentType: string; text: string }>;
  /** Deletes what is past the retention window or the cap; answers how many went. */
  prune(): Promise<number>;
  /** Prunes now and every PRUNE_INTERVAL_MS, until stopped. */
  startPruning(intervalMs?: number): void;
  stopPruning(): void;
}

/**
 * Telemetry's service, built once at start: the durable, bounded event store (telemetry_events)
 * and the metrics; handed to the code that tracks events, as every service is.
 */
export function createTelemetry(options: {
  db: Db;
  logger: Log;
  now: () => Date;
  settings?: Partial<TelemetrySettings>;
  /** Also the process's own metrics (CPU, memory, event loop): the server's, not every test's. */
  processMetrics?: boolean;
}): Telemetry {
  const { db, logger, now } = options;
  const settings = { ...DEFAULT_TELEMETRY_SETTINGS, ...options.settings };
  const metrics = createStoreMetrics({ processMetrics: options.processMetrics ?? false });
  const clusterText = isClusterWorker() ? clusterMetricsReader(metrics.registry) : null;
  let timer: NodeJS.Timeout | undefined;

  const record = async (events: readonly NewEvent[], log: Log = logger) => {
    try {
      await insertEvents(db, events, now());
      for (const event of events) metrics.countStored(event.type);
    } catch (error) {
      metrics.countDropped("store_failed", events.length);
      log.warn({ err: error, events: events.length }, "telemetry events could not be stored");
    }
  };

  const prune = async () => {
    const before = new Date(now().getTime() - settings.retentionDays * DAY_MS);
    return pruneEvents(db, { before, keep: settings.maxEvents });
  };

  const pruneLogged = () =>
    prune().then(
      (pruned) => {
        if (pruned > 0) logger.info({ pruned }, "old telemetry events pruned");
      },
      (error: unknown) => logger.warn({ err: error }, "telemetry events could not be pruned"),
    );

  const telemetry: Telemetry = {
    metrics,
    record,
    track(event, properties, log = logger) {
      log.info({ event, properties }, "track");
      void record([{ type: "tracking", name: event, properties }], log);
    },
    async metricsText() {
      const text = clusterText ? await clusterText() : await metrics.registry.metrics();
      return { contentType: metrics.registry.contentType, text };
    },
    prune,
    startPruning(intervalMs = PRUNE_INTERVAL_MS) {
      if (timer) return;
      void pruneLogged();
      timer = setInterval(pruneLogged, intervalMs);
      timer.unref();
    },
    stopPruning() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return telemetry;
}
