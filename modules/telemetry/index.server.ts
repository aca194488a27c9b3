export { isCrawler, isLoopback, type MetricsAccess, metricsRefusal } from "./access.server.ts";
export { type TelemetryRouteOptions, telemetryRoutes } from "./api.server.ts";
export { serveClusterMetrics } from "./cluster-metrics.server.ts";
export { type ObservedRequest, statusClass } from "./metrics.server.ts";
export { type NewEvent, pruneEvents } from "./store.server.ts";
export {
  createTelemetry,
  DEFAULT_TELEMETRY_SETTINGS,
  PRUNE_INTERVAL_MS,
  type Telemetry,
  type TelemetrySettings,
} from "./telemetry.server.ts";
