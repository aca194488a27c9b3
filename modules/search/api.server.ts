import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { jsonContent } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { isAppError } from "../core/index.ts";
import { track } from "../telemetry/index.ts";
import { AutocompleteParams, SearchParams, SimilarParams } from "./api-params.server.ts";
import {
  AutocompleteResultSchema,
  BrandListSchema,
  ErrorSchema,
  SearchResultSchema,
  SimilarResultSchema,
} from "./api-schemas.ts";
import { listSearchBrands } from "./brands.server.ts";
import { createPostgresSearchEngine } from "./postgres-engine.server.ts";
import { DEFAULT_PAGE_SIZE, type SearchQuery } from "./types.ts";
import { buildSearchUrl } from "./url-grammar.ts";

/** The request logger the server's middleware sets, when there is one. */
type SearchEnv = { Variables: { logger?: Log } };

const badInput = jsonContent(ErrorSchema, "Bad input: the message says which parameter and why");

const searchRoute = createRoute({
  method: "get",
  path: "/Search/v2",
  summary: "Search products by term, facet filters and sort",
  description:
    "Full-text search (brand, name, category, colour, description; typo tolerant, the last word a prefix) with facet " +
    "counts of the filtered results. A term with no result may come back corrected: `term` is what was searched, " +
    "`originalTerm` what was asked.",
  request: { query: SearchParams },
  responses: { 200: jsonContent(SearchResultSchema, "A page of results with facets"), 400: badInput },
});

const similarRoute = createRoute({
  method: "get",
  path: "/Search/Similarity",
  summary: "Styles similar to a style",
  description: "Same subcategory and gender, other products, closest in price. Empty for an unknown style.",
  request: { query: SimilarParams },
  responses: { 200: jsonContent(SimilarResultSchema, "Similar styles"), 400: badInput },
});

const autocompleteRoute = createRoute({
  method: "get",
  path: "/autocomplete",
  summary: "Search suggestions for a partial term",
  description:
    "Brand names, product nouns and categories starting with (or close to) the term, with their categories.",
  request: { query: AutocompleteParams },
  responses: { 200: jsonContent(AutocompleteResultSchema, "Suggestions, best first"), 400: badInput },
});

const brandListRoute = createRoute({
  method: "get",
  path: "/v1/brandList",
  summary: "Every brand with its number of products in stock, by name",
  responses: { 200: jsonContent(BrandListSchema, "Brands") },
});

/** The search API (spec 1 section 7): /Search/v2, /Search/Similarity, /autocomplete and /v1/brandList. */
export function searchRoutes(db: Db): OpenAPIHono<SearchEnv> {
  const engine = createPostgresSearchEngine(db);
  const api = new OpenAPIHono<SearchEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const message = result.error.issues.map((issue) => issue.message).join("; ");
      return c.json({ id: "search.invalid.input", message }, 400);
    },
  });

  api.openapi(searchRoute, async (c) => {
    const params = c.req.valid("query");
    const query: SearchQuery = {
      term: params.term,
      filters: params.filters,
      sort: params.sort,
      page: params.page,
      limit: params.limit ?? DEFAULT_PAGE_SIZE,
    };
    try {
      const result = await engine.search(query);
      if (result.totalResultCount === 0)
        track("No Search Results Found", { term: query.term }, c.get("logger"));
      const executedSearchUrl = buildSearchUrl({ ...query, term: result.term });
      return c.json({ ...result, executedSearchUrl }, 200);
    } catch (error) {
      if (isAppError(error) && error.kind === "invalid_input") {
        return c.json({ id: error.code, message: error.message }, 400);
      }
      throw error;
    }
  });

  api.openapi(similarRoute, async (c) => {
    const { styleId, limit } = c.req.valid("query");
    return c.json({ results: await engine.similar(styleId, limit) }, 200);
  });

  api.openapi(autocompleteRoute, async (c) => {
    const { term, categories } = c.req.valid("query");
    return c.json({ term, results: await engine.autocomplete(term, { categories }) }, 200);
  });

  api.openapi(brandListRoute, async (c) => c.json({ brands: await listSearchBrands(db) }, 200));
  return api;
}
