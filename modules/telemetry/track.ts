import type { Log } from "../core/index.ts";

/** Tracked events named by the spec (spec 1 section 8: tracked non-checkout events). */
export type TrackedEvent =
  | "No Search Results Found"
  | "Invalid Coupon Code"
  | "PDP Out Of Stock"
  | (string & {});

/** Where tracked events are stored (the telemetry service registers itself when it is built). */
type TrackSink = (event: string, properties: Readonly<Record<string, unknown>>, log?: Log) => Promise<void>;

/**
 * Kept on globalThis under a registered symbol, not in a module variable: the pages' server build
 * (build/server) bundles its own copy of this module, and its track() calls must reach the sink
 * the server set on its copy.
 */
const SINK = Symbol.for("fleetfoot.telemetry.trackSink");
type SinkHolder = { [SINK]?: TrackSink };

/**
 * Sends every later track() call to the event store too: set once, by the server's telemetry
 * (modules/telemetry/telemetry.server.ts), which stores each request's events in its app's database.
 */
export function sendTrackedEventsTo(next: TrackSink | undefined): void {
  (globalThis as SinkHolder)[SINK] = next;
}

/**
 * Records an analytics event: a structured log line (through the given log, the request's logger
 * with its request id, or a JSON line on stdout), and a row of the event store once the telemetry
 * service is built. It never fails its caller: a store that refuses the event only logs it.
 */
export function track(event: TrackedEvent, properties: Readonly<Record<string, unknown>>, log?: Log): void {
  if (log) {
    log.info({ event, properties }, "track");
  } else {
    console.log(
      JSON.stringify({ level: "info", time: new Date().toISOString(), msg: "track", event, properties }),
    );
  }
  void (globalThis as SinkHolder)[SINK]?.(event, properties, log);
}
