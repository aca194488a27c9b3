import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { apiRouter, operatorAskerOf } from "../core/index.server.ts";
import { AppError, type Log } from "../core/index.ts";
import { isCrawler, type MetricsAccess, metricsRefusal } from "./access.server.ts";
import {
  beaconQuerySchema,
  type PixelBody,
  type PixelEvents,
  pixelPostQuerySchema,
  pixelPostSchema,
} from "./api-schemas.server.ts";
import { clientAllowance } from "./client-allowance.ts";
import { beaconEvent, pixelEvents } from "./events.server.ts";
import {
  type ClientErrorType,
  MAX_EVENTS_PER_CLIENT_MINUTE,
  MAX_EVENTS_PER_MINUTE,
  MAX_PIXEL_BODY_BYTES,
} from "./limits.ts";
import type { Telemetry } from "./telemetry.server.ts";

type TelemetryEnv = { Variables: { logger?: Log; clientIp?: string } };

export interface TelemetryRouteOptions {
  /** Whether a page type (a route id without the /marty prefix) is one of the store's pages. */
  isPageType: (value: string) => boolean;
  metricsAccess: MetricsAccess;
  /** Events one client address may send a minute (MAX_EVENTS_PER_CLIENT_MINUTE unless given). */
  eventsPerClientMinute?: number;
  /** Events all clients together may send a minute (MAX_EVENTS_PER_MINUTE unless given). */
  eventsPerMinute?: number;
}

const PIXEL_INVALID = "martypixel.invalid";

/** The page a failed exchange is reported from when its error info does not say. */
const EXCHANGE_PAGE_TYPE = "exchange";

/**
 * A POST's events: its batch, or one error from the error info spec 2 posts with a `type` (the
 * page the exchange's by default); error info without a type names no error and is refused.
 */
function eventsOf(body: PixelBody, named: ClientErrorType | undefined): PixelEvents {
  if ("events" in body) return body.events;
  if (!named) throw new AppError("invalid_input", PIXEL_INVALID, "error info needs ?type= to name the error");
  const { pageType = EXCHANGE_PAGE_TYPE, ...details } = body;
  return [{ type: "error", name: named, pageType, ...details }];
}
const TOO_MANY = "martypixel.too.many: the client's address sent too many events this minute; nothing stored";

/** The request's user agent is a crawler's: answered alike, not stored (counted as dropped). */
function fromCrawler(c: Context<TelemetryEnv>, telemetry: Telemetry, count: number): boolean {
  if (!isCrawler(c.req.header("user-agent"))) return false;
  telemetry.metrics.countDropped("bot", count);
  return true;
}

/**
 * /martypixel (spec 1 section 7, spec 2, spec 3): the page-performance beacon (GET), errors and
 * tracking (POST), both answered 204 and stored unless a crawler sent them; and /metrics, the
 * Prometheus text of the store for its operators.
 */
export function telemetryRoutes(
  services: { telemetry: Telemetry; logger?: Log },
  options: TelemetryRouteOptions,
) {
  const { telemetry } = services;
  const router = apiRouter<TelemetryEnv>({ invalidInputId: PIXEL_INVALID, log: services.logger });
  const take = clientAllowance(options.eventsPerClientMinute ?? MAX_EVENTS_PER_CLIENT_MINUTE);
  const takeTotal = clientAllowance(options.eventsPerMinute ?? MAX_EVENTS_PER_MINUTE);
  /** Refuses a client past its events of the minute, or any once all clients are past theirs (429, nothing stored). */
  const withinAllowance = (c: Context<TelemetryEnv>, count: number) => {
    if (take(c.var.clientIp ?? "unknown", count) && takeTotal("all clients", count)) return;
    telemetry.metrics.countDropped("rate_limited", count);
    throw new AppError(
      "too_many",
      "martypixel.too.many",
      "Too many events from this address; try again in a minute.",
    );
  };

  router.json(
    {
      method: "get",
      path: "/martypixel",
      summary: "Page-performance beacon, once per page load",
      description:
        "Sent by the browser after a page has loaded (never by crawlers or automation). Timings are ms " +
        "after navigationStart. Answered 204 and not read; a crawler's beacon is not stored.",
      query: beaconQuerySchema(options.isPageType),
      response: z.undefined(),
      noContent: true,
      errors: { 429: TOO_MANY },
    },
    async ({ query }, c) => {
      if (fromCrawler(c, telemetry, 1)) return undefined;
      withinAllowance(c, 1);
      telemetry.metrics.observeBeacon(query.page, query);
      await telemetry.record([beaconEvent(query)], c.var.logger);
      return undefined;
    },
  );

  router.json(
    {
      method: "post",
      path: "/martypixel",
      summary: "Errors and tracking: impressions, clicks, error reports",
      description:
        "The tracker's batch of impressions and clicks of elements marked data-track, and error reports: " +
        "`?type=martyExchangesError` with a failed exchange's error (spec 2: the batch, or the error info " +
        "itself: message, status, pageType), `clientError` for an error " +
        "page reached in the browser. Answered 204; a crawler's events are not stored.",
      query: pixelPostQuerySchema,
      body: pixelPostSchema(options.isPageType),
      maxBodyBytes: MAX_PIXEL_BODY_BYTES,
      response: z.undefined(),
      noContent: true,
      errors: { 429: TOO_MANY },
    },
    async ({ query, body: posted }, c) => {
      const named = query.type;
      const body = { events: eventsOf(posted, named) };
      if (named && body.events.some((event) => event.type !== "error" || event.name !== named)) {
        throw new AppError(
          "invalid_input",
          PIXEL_INVALID,
          `type=${named}: every event must be an error of that type`,
        );
      }
      if (fromCrawler(c, telemetry, body.events.length)) return undefined;
      withinAllowance(c, body.events.length);
      await telemetry.record(pixelEvents(body.events), c.var.logger);
      return undefined;
    },
  );

  router.raw(
    {
      method: "get",
      path: "/metrics",
      summary: "Prometheus metrics, for operators",
      description:
        "Request rates and latencies by route pattern, errors by status class, beacon timings, events by " +
        "type, process metrics; every worker's when the store runs several. Needs `Authorization: Bearer " +
        "<METRICS_TOKEN>`, or, without METRICS_TOKEN, a client on the store's own host.",
      responses: {
        200: { description: "Prometheus text format", content: { "text/plain": { schema: z.string() } } },
        401: { description: "METRICS_TOKEN is set and the bearer token is missing or wrong" },
        403: { description: "No METRICS_TOKEN, and the client is not on the store's own host" },
        503: { description: "The workers' metrics could not be gathered" },
      },
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const refusal = metricsRefusal(options.metricsAccess, operatorAskerOf(c));
      if (refusal) {
        if (refusal.status === 401) c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.json({ id: "metrics.refused", message: refusal.message }, refusal.status);
      }
      try {
        const { contentType, text } = await telemetry.metricsText();
        return c.body(text, 200, { "Content-Type": contentType });
      } catch (error) {
        c.var.logger?.warn({ err: error }, "metrics could not be gathered");
        return c.json({ id: "metrics.unavailable", message: "The metrics could not be gathered." }, 503);
      }
    },
  );

  return router.app;
}
