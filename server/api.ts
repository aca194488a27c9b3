import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { cartRoutes } from "../modules/cart/index.server.ts";
import { imageRoutes, productBundleRoutes } from "../modules/catalog/index.server.ts";
import type { Db } from "../modules/core/index.ts";
import { identityRoutes } from "../modules/identity/index.server.ts";
import { listRoutes } from "../modules/lists/index.server.ts";
import { recoRoutes } from "../modules/recos/index.server.ts";
import { searchRoutes } from "../modules/search/index.server.ts";
import { categorySearchPath } from "../modules/search/index.ts";
import { subscriptionRoutes } from "../modules/subscriptions/index.server.ts";
import type { AppEnv } from "./app-env.ts";

const health = createRoute({
  method: "get",
  path: "/healthz",
  summary: "Liveness and database check",
  responses: {
    200: {
      description: "The server and its database answer",
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
    },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: z.object({ status: z.literal("unavailable") }) } },
    },
  },
});

/** Every JSON API route of every module, described by one OpenAPI document at /api/openapi.json. */
export function apiRoutes(db: Db): OpenAPIHono<AppEnv> {
  const api = new OpenAPIHono<AppEnv>();
  api.openapi(health, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      c.get("logger").error({ err: error }, "health check failed");
      return c.json({ status: "unavailable" as const }, 503);
    }
  });
  api.route("/", imageRoutes(db));
  api.route("/", searchRoutes(db));
  api.route("/", productBundleRoutes(db, { categoryLink: categorySearchPath }));
  api.route("/", cartRoutes(db));
  api.route("/", identityRoutes(db));
  api.route("/", subscriptionRoutes(db));
  api.route("/", recoRoutes(db));
  api.route("/", listRoutes(db));
  api.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Fleetfoot storefront API", version: "1.0.0" },
  });
  return api;
}
