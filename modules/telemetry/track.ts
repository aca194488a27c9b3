import type { Log } from "../core/index.ts";

/** Tracked events named by the spec (spec 1 section 8: tracked non-checkout events). */
export type TrackedEvent =
  | "No Search Results Found"
  | "Invalid Coupon Code"
  | "PDP Out Of Stock"
  | (string & {});

/**
 * Records an analytics event. For now the sink is a structured log line: through the given log
 * (the request's logger, which carries the request id) or, without one, a JSON line on stdout.
 */
export function track(event: TrackedEvent, properties: Readonly<Record<string, unknown>>, log?: Log): void {
  if (log) {
    log.info({ event, properties }, "track");
    return;
  }
  console.log(
    JSON.stringify({ level: "info", time: new Date().toISOString(), msg: "track", event, properties }),
  );
}
