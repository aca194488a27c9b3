import { apiRouter } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { SearchEngine } from "../search/index.ts";
import { answerRecommendations } from "./answer.server.ts";
import { RecoParams, RecoResultSchema } from "./api-schemas.ts";

/** GET /recos/get (spec 1 section 7): widgets, limit and params. */
export function recoRoutes(services: {
  db: Db;
  marketplaces: readonly Marketplace[];
  searchEngine: SearchEngine;
  logger?: Log;
}) {
  const router = apiRouter({ invalidInputId: "recos.invalid.input", log: services.logger });
  router.json(
    {
      method: "get",
      path: "/recos/get",
      summary: "Recommendation widgets for a product",
      description:
        "Each asked widget with its title and cards (one colour per product, never the product itself, never a " +
        "product an earlier widget of the answer shows).",
      query: RecoParams,
      response: RecoResultSchema,
      responseDescription: "The widgets, in the order asked",
    },
    ({ query }) => answerRecommendations(services, query),
  );
  return router.app;
}
