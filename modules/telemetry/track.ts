import type { Log } from "../core/index.ts";

/** Tracked events named by the spec (spec 1 section 8: tracked non-checkout events). */
export type TrackedEvent =
  | "No Search Results Found"
  | "Invalid Coupon Code"
  | "PDP Out Of Stock"
  | (string & {});

/** Where tracked events are stored (the telemetry service registers itself when it is built). */
type TrackSink = (event: string, properties: Readonly<Record<string, unknown>>, log?: Log) => Promise<void>;

let sink: TrackSink | undefined;

/**
 * Sends every later track() call to the event store too. One per process: the store's telemetry
 * service, built once at start (modules/telemetry/telemetry.server.ts); undefined stops it.
 */
export function sendTrackedEventsTo(next: TrackSink | undefined): void {
  sink = next;
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
  void sink?.(event, properties, log);
}
