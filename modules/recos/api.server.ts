import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { jsonContent } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { ErrorSchema, RecoParams, RecoResultSchema } from "./api-schemas.ts";
import { findRecoSeed, getRecommendations } from "./service.server.ts";
import { WIDGETS } from "./widgets.ts";

const recosRoute = createRoute({
  method: "get",
  path: "/recos/get",
  summary: "Recommendation widgets for a product",
  description:
    "Each asked widget with its title and cards (one colour per product, never the product itself, never a " +
    "product an earlier widget of the answer shows).",
  request: { query: RecoParams },
  responses: {
    200: jsonContent(RecoResultSchema, "The widgets, in the order asked"),
    400: jsonContent(ErrorSchema, "Bad input: the message says which parameter and why"),
  },
});

/** GET /recos/get (spec 1 section 7): widgets, limit and params. */
export function recoRoutes(db: Db): OpenAPIHono {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (result.success) return;
      const message = result.error.issues.map((issue) => issue.message).join("; ");
      return c.json({ id: "recos.invalid.input", message }, 400);
    },
  });
  api.openapi(recosRoute, async (c) => {
    const { widgets, limit, params } = c.req.valid("query");
    const seed =
      params.productId === undefined ? null : await findRecoSeed(db, params.productId, params.styleId);
    const unknownProduct = params.productId !== undefined && seed === null;
    const answer = unknownProduct
      ? widgets.map((name) => ({ recoName: name, title: WIDGETS[name].title, sims: [], recos: [] }))
      : await getRecommendations(db, { widgets, limit, seed });
    return c.json({ widgets: answer }, 200);
  });
  return api;
}
