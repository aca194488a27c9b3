import { isbot } from "isbot";

export { isLoopback } from "../core/index.server.ts";

import { type OperatorAccess, type OperatorAsker, operatorRefusal } from "../core/index.server.ts";

/** Who may read /metrics: holders of METRICS_TOKEN, or, with none set, programs on the store's own host. */
export type MetricsAccess = OperatorAccess;
export type MetricsAsker = OperatorAsker;

export const METRICS_REFUSALS = {
  token: "Metrics are for operators: send Authorization: Bearer <METRICS_TOKEN>.",
  host: "Metrics are for operators: ask from the store's own host, or set METRICS_TOKEN.",
} as const;

/** Why a request may not read /metrics, or null when it may (core's operator rule, in the metrics' words). */
export const metricsRefusal = (access: MetricsAccess, asker: MetricsAsker) =>
  operatorRefusal(access, asker, METRICS_REFUSALS);

/** A crawler's request (isbot), or one that names no browser at all: its telemetry is not stored. */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === "" || isbot(userAgent);
}
