import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { telemetryRoutes } from "./api.server.ts";
import { telemetryEvents } from "./schema.server.ts";
import type { Telemetry } from "./telemetry.server.ts";
import { CHROME_USER_AGENT, GOOGLEBOT_USER_AGENT, storedEvents } from "./test-events.ts";

const CHROME = CHROME_USER_AGENT;
const GOOGLEBOT = GOOGLEBOT_USER_AGENT;
const PAGE_TYPES = new Set(["home", "product-p", "exchange", "search"]);

const BEACON = {
  navigationStart: "1767225600000",
  responseStart: "180",
  aboveTheFoldLoaded: "1200",
  type: "pageLoad",
  pageViewType: "document",
  page: "product-p",
  navigationType: "navigate",
  elementCount: "1400",
  imgCount: "36",
  scriptCount: "9",
};

describe("/martypixel (spec 1 section 7, spec 2, spec 3)", () => {
  let database: Database;
  let telemetry: Telemetry;
  let api: OpenAPIHono;

  const stored = () => storedEvents(database.db);
  const beacon = (query: Record<string, string>, userAgent = CHROME) =>
    api.request(`/martypixel?${new URLSearchParams(query)}`, { headers: { "user-agent": userAgent } });
  const post = (body: string, { query = "", userAgent = CHROME, type = "application/json" } = {}) =>
    api.request(`/martypixel${query}`, {
      method: "POST",
      headers: { "user-agent": userAgent, "content-type": type },
      body,
    });
  const metrics = async () => (await telemetry.metricsText()).text;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.db.delete(telemetryEvents);
    const services = testServices(database.db);
    telemetry = services.telemetry;
    api = new OpenAPIHono();
    api.route(
      "/",
      telemetryRoutes(services, { isPageType: (value) => PAGE_TYPES.has(value), metricsAccess: {} }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers a page's beacon 204, stores it and puts its timings into the metrics", async () => {
    const response = await beacon(BEACON);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await stored()).toEqual([
      {
        type: "beacon",
        name: "pageLoad",
        pageType: "product-p",
        properties: {
          navigationStart: 1767225600000,
          responseStart: 180,
          aboveTheFoldLoaded: 1200,
          pageViewType: "document",
          navigationType: "navigate",
          elementCount: 1400,
          imgCount: 36,
          scriptCount: 9,
        },
      },
    ]);
    const text = await metrics();
    expect(text).toContain('martypixel_response_start_seconds_bucket{le="0.25",page_type="product-p"} 1');
    expect(text).toContain('martypixel_above_the_fold_loaded_seconds_sum{page_type="product-p"} 1.2');
    expect(text).toContain('telemetry_events_total{type="beacon"} 1');
  });

  it.each([
    ["a timing out of bounds", { ...BEACON, responseStart: "3600001" }, "responseStart: at most 3600000"],
    [
      "a timing that is no number",
      { ...BEACON, aboveTheFoldLoaded: "soon" },
      "aboveTheFoldLoaded: a whole number",
    ],
    ["a page the store does not have", { ...BEACON, page: "wp-admin" }, "page: a page type of the store"],
    ["a field the beacon does not have", { ...BEACON, url: "/p/x" }, 'Unrecognized key: "url"'],
  ])("refuses a beacon with %s: 400 naming the field, nothing stored", async (_, query, words) => {
    const response = await beacon(query);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { id: string; message: string };
    expect(answer.id).toBe("martypixel.invalid");
    expect(answer.message).toContain(words);
    expect(await stored()).toEqual([]);
  });

  it("refuses a field given twice", async () => {
    const response = await api.request(`/martypixel?${new URLSearchParams(BEACON)}&imgCount=2`, {
      headers: { "user-agent": CHROME },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ id: "martypixel.invalid", message: "imgCount: give it once" });
  });

  it("answers a crawler's beacon and events alike but stores none, counting them as dropped", async () => {
    expect((await beacon(BEACON, GOOGLEBOT)).status).toBe(204);
    const events = [{ type: "click", element: "card", id: "1-2", pageType: "home" }];
    expect((await post(JSON.stringify({ events }), { userAgent: GOOGLEBOT })).status).toBe(204);
    expect((await beacon(BEACON, "")).status).toBe(204);
    expect(await stored()).toEqual([]);
    expect(await metrics()).toContain('telemetry_events_dropped_total{reason="bot"} 3');
  });

  it("stores the tracker's impressions and clicks", async () => {
    const events = [
      { type: "impression", element: "card", id: "1000022-3000001", pageType: "search" },
      { type: "impression", element: "banner", id: "spring", pageType: "home", hover: true },
      { type: "click", element: "carousel", id: "new-arrivals", pageType: "home" },
    ];
    const response = await post(JSON.stringify({ events }));
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([
      { type: "impression", name: "card", pageType: "search", properties: { id: "1000022-3000001" } },
      { type: "impression", name: "banner", pageType: "home", properties: { id: "spring", hover: true } },
      { type: "click", name: "carousel", pageType: "home", properties: { id: "new-arrivals" } },
    ]);
    expect(await metrics()).toContain('telemetry_events_total{type="impression"} 2');
  });

  it("stores a failed exchange posted as spec 2 says (?type=martyExchangesError)", async () => {
    const error = {
      type: "error",
      name: "martyExchangesError",
      pageType: "exchange",
      message: "Sorry, that size is no longer available.",
    };
    const response = await post(JSON.stringify({ events: [error] }), { query: "?type=martyExchangesError" });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([
      {
        type: "error",
        name: "martyExchangesError",
        pageType: "exchange",
        properties: { message: "Sorry, that size is no longer available." },
      },
    ]);
  });

  it("stores a failed exchange's error info posted on its own with ?type=martyExchangesError (spec 2), bounded as an event", async () => {
    const info = { message: "Sorry, that size is no longer available.", status: 409 };
    const response = await post(JSON.stringify(info), { query: "?type=martyExchangesError" });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([
      { type: "error", name: "martyExchangesError", pageType: "exchange", properties: info },
    ]);
    for (const [body, query] of [
      [info, ""],
      [{ message: "x".repeat(501) }, "?type=martyExchangesError"],
      [{ ...info, stack: "at x" }, "?type=martyExchangesError"],
    ] as const) {
      expect((await post(JSON.stringify(body), { query })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await stored()).toHaveLength(1);
  });

  it("refuses events that are not the errors the type names", async () => {
    const events = [{ type: "error", name: "clientError", pageType: "home", status: 500 }];
    const response = await post(JSON.stringify({ events }), { query: "?type=martyExchangesError" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      id: "martypixel.invalid",
      message: "type=martyExchangesError: every event must be an error of that type",
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["broken JSON", "{events:", "application/json", "The body must be JSON"],
    ["another content type", "events=1", "application/x-www-form-urlencoded", "The body must be JSON"],
    [
      "an oversized body",
      JSON.stringify({ events: [], pad: "x".repeat(17_000) }),
      "application/json",
      "at most 16384 bytes",
    ],
    ["no events", JSON.stringify({ events: [] }), "application/json", "events: at least one"],
  ])("refuses %s with 400 and clear words, never a 500", async (_, body, type, words) => {
    const response = await post(body, { type });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(words);
    expect(await stored()).toEqual([]);
  });

  it("stores what the server tracks (its track(), e.g. 'No Search Results Found')", async () => {
    telemetry.track("No Search Results Found", { term: "zzqx" });
    await expect
      .poll(stored, { timeout: 10_000 })
      .toEqual([
        { type: "tracking", name: "No Search Results Found", pageType: null, properties: { term: "zzqx" } },
      ]);
  });

  /** The routes with lowered allowances, each request from the client its x-client header names. */
  function limitedRoutes(allowances: { eventsPerClientMinute: number; eventsPerMinute?: number }) {
    const app = new OpenAPIHono<{ Variables: { clientIp?: string } }>();
    app.use(async (c, next) => {
      c.set("clientIp", c.req.header("x-client") ?? "unknown");
      await next();
    });
    app.route(
      "/",
      telemetryRoutes(testServices(database.db), {
        isPageType: (value) => PAGE_TYPES.has(value),
        metricsAccess: {},
        ...allowances,
      }),
    );
    const from = (client: string, events: object[]) =>
      app.request("/martypixel", {
        method: "POST",
        headers: { "user-agent": CHROME, "content-type": "application/json", "x-client": client },
        body: JSON.stringify({ events }),
      });
    return { app, from };
  }
  const click = (id: string) => ({ type: "click", element: "card", id, pageType: "home" });

  it("bounds the events of all clients together: rotating addresses are answered 429 past the total", async () => {
    const limited = limitedRoutes({ eventsPerClientMinute: 3, eventsPerMinute: 5 });
    const answers = [];
    for (let n = 0; n < 8; n += 1)
      answers.push((await limited.from(`192.0.2.${n}`, [click(`r-${n}`)])).status);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
  });

  it("answers a client past its events of the minute 429 and stores nothing more; another client goes on", async () => {
    const limited = limitedRoutes({ eventsPerClientMinute: 3 });
    const from = limited.from;

    expect((await from("203.0.113.7", [click("1-1"), click("1-2")])).status).toBe(204);
    const over = await from("203.0.113.7", [click("1-3"), click("1-4")]);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ id: "martypixel.too.many" });
    expect((await from("198.51.100.4", [click("2-1")])).status).toBe(204);
    const beacon = await limited.app.request(`/martypixel?${new URLSearchParams(BEACON)}`, {
      headers: { "user-agent": CHROME, "x-client": "203.0.113.7" },
    });
    expect(beacon.status).toBe(204);
    await expect
      .poll(async () => (await stored()).map((event) => event.name ?? event.properties?.id ?? event.type))
      .toHaveLength(4);
  });
});
