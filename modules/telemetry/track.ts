import type { Log } from "../core/index.ts";

/** Tracked events named by the spec (spec 1 section 8: tracked non-checkout events). */
export type TrackedEvent =
  | "No Search Results Found"
  | "Invalid Coupon Code"
  | "PDP Out Of Stock"
  | (string & {});

/**
 * Records an analytics event: a structured log line (through the given log, the request's logger
 * with its request id) and a row of the event store. The telemetry service's `track`, handed to
 * the code that tracks as every service is; it never fails its caller.
 */
export type Track = (event: TrackedEvent, properties: Readonly<Record<string, unknown>>, log?: Log) => void;
