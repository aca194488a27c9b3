import { apiRouter } from "../core/index.server.ts";
import type { Log } from "../core/index.ts";
import { AutocompleteParams, BrandListParams, SearchParams, SimilarParams } from "./api-params.server.ts";
import {
  AutocompleteResultSchema,
  BrandListSchema,
  SearchResultSchema,
  SimilarResultSchema,
} from "./api-schemas.ts";
import { listBrandsForApi, type SearchApiServices, searchForApi } from "./api-search.server.ts";
import { DEFAULT_PAGE_SIZE } from "./types.ts";

const brandErrors = {
  404: "brand.not.found: no brand has that id ('Oops, not a valid brand id.')",
} as const;

/** The search API (spec 1 section 7): /Search/v2, /Search/Similarity, /autocomplete and /v1/brandList. */
export function searchRoutes(services: SearchApiServices & { logger?: Log }) {
  const { db, searchEngine } = services;
  const router = apiRouter({ invalidInputId: "search.invalid.input", log: services.logger });

  router.json(
    {
      method: "get",
      path: "/Search/v2",
      summary: "Search products by term, facet filters and sort",
      description:
        "Full-text search (brand, name, category, colour, description; typo tolerant, the last word a prefix) with facet " +
        "counts of the filtered results. A term with no result may come back corrected: `term` is what was searched, " +
        "`originalTerm` what was asked.",
      query: SearchParams,
      response: SearchResultSchema,
      responseDescription: "A page of results with facets",
      errors: brandErrors,
    },
    ({ query }, c) =>
      searchForApi(
        services,
        {
          term: query.term,
          filters: query.filters,
          sort: query.sort,
          page: query.page,
          limit: query.limit ?? DEFAULT_PAGE_SIZE,
          brandIds: query.brandId,
        },
        c.var.logger,
      ),
  );

  router.json(
    {
      method: "get",
      path: "/Search/Similarity",
      summary: "Styles similar to a style",
      description:
        "Same subcategory and gender, other products, closest in price. Empty for an unknown style.",
      query: SimilarParams,
      response: SimilarResultSchema,
      responseDescription: "Similar styles",
    },
    async ({ query }) => ({ results: await searchEngine.similar(query.styleId, query.limit) }),
  );

  router.json(
    {
      method: "get",
      path: "/autocomplete",
      summary: "Search suggestions for a partial term",
      description:
        "Brand names, product nouns and categories starting with (or close to) the term, with their categories: " +
        "spec 1's `matches`, each with its `suggestion`.",
      query: AutocompleteParams,
      response: AutocompleteResultSchema,
      responseDescription: "Suggestions, best first",
    },
    async ({ query }) => ({
      term: query.term,
      matches: await searchEngine.autocomplete(query.term, { categories: query.categories }),
    }),
  );

  router.json(
    {
      method: "get",
      path: "/v1/brandList",
      summary: "Every brand with its number of products in stock, by name (or the one brand asked for)",
      query: BrandListParams,
      response: BrandListSchema,
      responseDescription: "Brands",
      errors: brandErrors,
    },
    ({ query }) => listBrandsForApi(db, query.brandId),
  );

  return router.app;
}
