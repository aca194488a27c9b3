import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { pageRoutes } from "../app/route-table.ts";
import { addressRoutes } from "../modules/addresses/index.server.ts";
import { cartRoutes } from "../modules/cart/index.server.ts";
import { imageRoutes, productBundleRoutes } from "../modules/catalog/index.server.ts";
import { checkoutRoutes } from "../modules/checkout/index.server.ts";
import { contentRoutes } from "../modules/content/index.server.ts";
import type { OperatorAccess } from "../modules/core/index.server.ts";
import { apiRouter, jsonContent, openApiReferenceHtml } from "../modules/core/index.server.ts";
import { federatedFormPostRoutes, identityRoutes } from "../modules/identity/index.server.ts";
import { listRoutes } from "../modules/lists/index.server.ts";
import { orderOperatorRoutes, orderPixelRoutes, orderRoutes } from "../modules/orders/index.server.ts";
import { paymentRoutes } from "../modules/payments/index.server.ts";
import { promotionRoutes } from "../modules/promotions/index.server.ts";
import { recoRoutes } from "../modules/recos/index.server.ts";
import { exchangeRoutes, returnRoutes } from "../modules/returns/index.server.ts";
import { searchRoutes } from "../modules/search/index.server.ts";
import { categorySearchPath } from "../modules/search/index.ts";
import type { Services } from "../modules/services/index.server.ts";
import { subscriptionRoutes, subscriptionV2Routes } from "../modules/subscriptions/index.server.ts";
import { type MetricsAccess, telemetryRoutes } from "../modules/telemetry/index.server.ts";
import { visitorRoutes } from "../modules/visitor/index.server.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * GET /healthz: whether the server and its database answer (load balancers and the operator); not
 * while it shuts down, so that a load balancer sends it nothing more.
 */
function healthRoutes(services: Services, isStopping: () => boolean) {
  const router = apiRouter<AppEnv>({ invalidInputId: "health.invalid", log: services.logger });
  router.raw(
    {
      method: "get",
      path: "/healthz",
      summary: "Liveness and database check",
      responses: {
        200: jsonContent(z.object({ status: z.literal("ok") }), "The server and its database answer"),
        503: jsonContent(
          z.object({ status: z.enum(["unavailable", "stopping"]) }),
          "The database does not answer (unavailable), or the server is shutting down (stopping)",
        ),
      },
    },
    async (c) => {
      if (isStopping()) return c.json({ status: "stopping" as const }, 503);
      try {
        await services.db.execute(sql`select 1`);
        return c.json({ status: "ok" as const }, 200);
      } catch (error) {
        // An outage is the operator's to see, not a defect of the store: the store answers 503 and
        // recovers by itself when the database is back (and /healthz says ok again).
        (c.var.logger ?? services.logger)?.warn({ err: error }, "health check failed");
        return c.json({ status: "unavailable" as const }, 503);
      }
    },
  );
  return router.app;
}

export const OPENAPI_PATH = "/api/openapi.json";
/** The human-readable page of the OpenAPI document. */
export const API_REFERENCE_PATH = "/api/docs";
/** An hour, as the sitemaps: a deploy shows in the page within the hour. */
const REFERENCE_MAX_AGE_SECONDS = 3600;

const DOCUMENT = {
  openapi: "3.1.0",
  info: {
    title: "Fleetfoot storefront API",
    version: "1.0.0",
    description: `The storefront's JSON API, form endpoints and images. Read as a page at ${API_REFERENCE_PATH}.`,
  },
  externalDocs: { description: "The reference page", url: API_REFERENCE_PATH },
};

/** The page types telemetry accepts: the ids of the page routes (app/route-table.ts). */
const PAGE_TYPES = new Set(pageRoutes.map((page) => page.id));

/** Every JSON API route of every module, on the services built at start, described at /api/openapi.json. */
export function apiRoutes(
  services: Services,
  options: {
    metricsAccess?: MetricsAccess;
    operatorAccess?: OperatorAccess;
    isStopping?: (() => boolean) | undefined;
  } = {},
): OpenAPIHono<AppEnv> {
  const api = healthRoutes(services, options.isStopping ?? (() => false));
  api.route("/", imageRoutes(services));
  api.route("/", searchRoutes(services));
  api.route("/", productBundleRoutes(services, { categoryLink: categorySearchPath }));
  api.route("/", cartRoutes(services));
  api.route("/", identityRoutes(services));
  api.route("/", federatedFormPostRoutes(services));
  api.route("/", subscriptionRoutes(services));
  api.route("/", subscriptionV2Routes(services));
  api.route("/", recoRoutes(services));
  api.route("/", listRoutes(services));
  api.route("/", visitorRoutes(services));
  api.route("/", addressRoutes(services));
  api.route("/", paymentRoutes(services));
  api.route("/", checkoutRoutes(services));
  api.route("/", orderRoutes(services));
  api.route("/", orderPixelRoutes(services));
  api.route("/", orderOperatorRoutes(services, options.operatorAccess ?? {}));
  api.route("/", returnRoutes(services));
  api.route("/", exchangeRoutes(services));
  api.route("/", promotionRoutes(services));
  api.route("/", contentRoutes(services));
  api.route(
    "/",
    telemetryRoutes(services, {
      isPageType: (value) => PAGE_TYPES.has(value),
      metricsAccess: options.metricsAccess ?? {},
    }),
  );
  api.doc31(OPENAPI_PATH, DOCUMENT);
  // The reference page is the same for everyone and changes only with a new build: rendered once.
  let page: Promise<string> | undefined;
  api.get(API_REFERENCE_PATH, async (c) => {
    page ??= openApiReferenceHtml(api.getOpenAPI31Document(DOCUMENT), OPENAPI_PATH);
    return c.html(await page, 200, { "Cache-Control": `public, max-age=${REFERENCE_MAX_AGE_SECONDS}` });
  });
  return api;
}
