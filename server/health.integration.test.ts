import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../db/test-database.ts";
import { testServices } from "../tests/support/test-services.ts";
import { apiRoutes } from "./api.ts";
import type { AppEnv } from "./app-env.ts";

/** pino's level of error (and fatal above it). */
const ERROR_LEVEL = 50;

describe("GET /healthz while the database is down", () => {
  it("answers 503 and reports the outage as a warning, not an error of the store", async () => {
    const lines: { level: number; msg?: string }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const database = await createTestDatabase();
    await database.close(); // the database no longer answers
    const app = new Hono<AppEnv>();
    // As the server's access-log middleware does: the request's own logger.
    app.use((c, next) => {
      c.set("logger", logger);
      return next();
    });
    app.route("/", apiRoutes(testServices(database.db)));

    const response = await app.request("/healthz");

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
    const failed = lines.filter((line) => line.msg === "health check failed");
    expect(failed.map((line) => pino.levels.labels[line.level])).toEqual(["warn"]);
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});

describe("GET /healthz while the server shuts down", () => {
  it("answers 503 'stopping', so that a load balancer sends it nothing more", async () => {
    const database = await createTestDatabase();
    try {
      let stopping = false;
      const app = new Hono<AppEnv>();
      app.route("/", apiRoutes(testServices(database.db), { isStopping: () => stopping }));
      expect((await app.request("/healthz")).status).toBe(200);

      stopping = true;
      const response = await app.request("/healthz");

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "stopping" });
    } finally {
      await database.close();
    }
  });
});
