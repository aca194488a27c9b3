import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import type { EventType } from "./limits.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Seconds: from a fast API answer to a slow page on a busy machine. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: what a shopper's browser reports, from a fast first byte to a slow phone. */
const BEACON_BUCKETS = [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 4, 6, 10, 20];

/** Why an event was not stored: sent by a crawler, or the database refused it (logged). */
export type DropReason = "bot" | "store_failed" | "rate_limited";

/** One request as the metrics count it: its route's pattern (never the raw URL), method, status, time. */
export interface ObservedRequest {
  route: string;
  method: string;
  status: number;
  seconds: number;
}

/** The status class a status counts under: 2xx, 3xx, 4xx, 5xx. */
export function statusClass(status: number): string {
  return status >= 100 && status <= 599 ? `${Math.floor(status / 100)}xx` : "other";
}

/**
 * The store's Prometheus metrics (prom-client), on a registry of its own: request rates and
 * latencies by route pattern, errors by status class, the beacons' timings, events by type, and
 * the process's own (CPU, memory, event loop: the server's, not a test's). Every label takes a bounded set of values.
 */
export function createStoreMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern, method and status class",
    labelNames: ["route", "method", "status_class"] as const,
    registers,
  });
  const errors = new Counter({
    name: "http_request_errors_total",
    help: "Requests answered with a 4xx or 5xx status, by status class",
    labelNames: ["status_class"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request (to its first byte for streamed pages), by route pattern and method",
    labelNames: ["route", "method"] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const beaconHistogram = (name: string, help: string) =>
    new Histogram({ name, help, labelNames: ["page_type"] as const, buckets: BEACON_BUCKETS, registers });
  const responseStart = beaconHistogram(
    "martypixel_response_start_seconds",
    "Beacons: from navigation start to the page's first byte, by page type",
  );
  const aboveTheFold = beaconHistogram(
    "martypixel_above_the_fold_loaded_seconds",
    "Beacons: from navigation start to the largest paint of the first screen, by page type",
  );
  const events = new Counter({
    name: "telemetry_events_total",
    help: "Telemetry events stored, by type (beacon, error, tracking, impression, click)",
    labelNames: ["type"] as const,
    registers,
  });
  const dropped = new Counter({
    name: "telemetry_events_dropped_total",
    help: "Telemetry events not stored: from crawlers (bot), or refused by the database (store_failed)",
    labelNames: ["reason"] as const,
    registers,
  });

  return {
    registry,
    observeRequest({ route, method, status, seconds }: ObservedRequest): void {
      const verb = METHODS.has(method) ? method : "OTHER";
      const statusLabel = statusClass(status);
      requests.inc({ route, method: verb, status_class: statusLabel });
      if (status >= 400) errors.inc({ status_class: statusLabel });
      duration.observe({ route, method: verb }, seconds);
    },
    /** A beacon's timings (ms after navigation start), under its page type (one of the store's). */
    observeBeacon(pageType: string, timings: { responseStart: number; aboveTheFoldLoaded: number }): void {
      responseStart.observe({ page_type: pageType }, timings.responseStart / 1000);
      aboveTheFold.observe({ page_type: pageType }, timings.aboveTheFoldLoaded / 1000);
    },
    countStored(type: EventType, count = 1): void {
      events.inc({ type }, count);
    },
    countDropped(reason: DropReason, count = 1): void {
      dropped.inc({ reason }, count);
    },
  };
}

export type StoreMetrics = ReturnType<typeof createStoreMetrics>;
