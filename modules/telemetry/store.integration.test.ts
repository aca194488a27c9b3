import { OpenAPIHono } from "@hono/zod-openapi";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { telemetryRoutes } from "./api.server.ts";
import { telemetryEvents } from "./schema.server.ts";
import { createTelemetry } from "./telemetry.server.ts";
import { CHROME_USER_AGENT } from "./test-events.ts";

const BEACON = {
  navigationStart: "1767225600000",
  responseStart: "180",
  aboveTheFoldLoaded: "1200",
  type: "pageLoad",
  pageViewType: "document",
  page: "home",
  navigationType: "navigate",
  elementCount: "1400",
  imgCount: "36",
  scriptCount: "9",
};

describe("the event store's bounds", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const names = async () =>
    (
      await database.db
        .select({ name: telemetryEvents.name })
        .from(telemetryEvents)
        .orderBy(asc(telemetryEvents.eventId))
    ).map((row) => row.name);

  it("prunes events past the retention window, and all but the newest past the cap", async () => {
    let clock = new Date("2026-01-01T12:00:00Z");
    const logger = testServices(database.db).logger;
    const telemetry = createTelemetry({
      db: database.db,
      logger,
      now: () => clock,
      settings: { retentionDays: 30, maxEvents: 3 },
    });
    await telemetry.record([{ type: "tracking", name: "old" }]);
    clock = new Date("2026-02-05T12:00:00Z");
    for (const name of ["a", "b", "c", "d"]) await telemetry.record([{ type: "tracking", name }]);
    expect(await telemetry.prune()).toBe(2);
    expect(await names()).toEqual(["b", "c", "d"]);
    expect(await telemetry.prune()).toBe(0);
  });

  it("cuts one event's properties past the cap to a note", async () => {
    const telemetry = createTelemetry({
      db: database.db,
      logger: testServices(database.db).logger,
      now: () => new Date(),
    });
    await database.db.delete(telemetryEvents);
    await telemetry.record([{ type: "tracking", name: "big", properties: { text: "x".repeat(5000) } }]);
    const [row] = await database.db.select({ properties: telemetryEvents.properties }).from(telemetryEvents);
    expect(row?.properties).toEqual({ dropped: "too large", bytes: 5011 });
  });

  it("fails no request when the database refuses the event: logged and counted instead", async () => {
    const services = testServices(database.db);
    const api = new OpenAPIHono();
    api.route("/", telemetryRoutes(services, { isPageType: () => true, metricsAccess: {} }));
    await database.db.execute(sql`alter table telemetry_events rename to telemetry_events_gone`);
    try {
      expect(() => services.telemetry.track("PDP Out Of Stock", { productId: 1 })).not.toThrow();
      const response = await api.request(`/martypixel?${new URLSearchParams(BEACON)}`, {
        headers: { "user-agent": CHROME_USER_AGENT },
      });
      expect(response.status).toBe(204);
      await expect
        .poll(async () => (await services.telemetry.metricsText()).text, { timeout: 10_000 })
        .toContain('telemetry_events_dropped_total{reason="store_failed"} 2');
    } finally {
      await database.db.execute(sql`alter table telemetry_events_gone rename to telemetry_events`);
    }
  });
});
