import { z } from "@hono/zod-openapi";
import { MAX_CATALOG_ID } from "../catalog/index.ts";
import { specIssue } from "../core/index.server.ts";
import { INVALID_BRAND_MESSAGE, MAX_BRAND_IDS, parseBrandId, parseBrandIds } from "./brand-ids.ts";
import { MAX_SIMILAR } from "./similar.server.ts";
import {
  DEFAULT_PAGE_SIZE,
  FACET_FIELDS,
  type FacetField,
  MAX_PAGE_SIZE,
  type SearchFilters,
  SORT_FIELDS,
  type SortField,
} from "./types.ts";
import { MAX_TERM_LENGTH, normaliseDirection, normaliseTerm } from "./url-grammar.ts";

/** The query parameters of the search API: parsing, clear messages for bad input, and their OpenAPI description. */

export const MAX_PAGE_INDEX = 10_000;
/** Chosen values in all the filters of one search, and the longest value. */
const MAX_FILTER_VALUES = 100;
const MAX_VALUE_LENGTH = 200;

const isFacetField = (value: string): value is FacetField => FACET_FIELDS.some((field) => field === value);
const isSortField = (value: string): value is SortField => SORT_FIELDS.some((field) => field === value);

/** A term of any length and content: normalised and cut to MAX_TERM_LENGTH characters, never refused. */
const term = z
  .string()
  .optional()
  .transform((text) => normaliseTerm(text ?? ""));

/** A whole number parameter within [min, max]; the fallback when absent, or required without one. */
function wholeNumber(name: string, min: number, max: number, fallback?: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") {
        if (fallback !== undefined) return fallback;
        ctx.addIssue({ code: "custom", message: `${name} is required` });
        return z.NEVER;
      }
      const value = Number(text);
      if (!/^-?\d+$/.test(text.trim()) || value < min || value > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });
}

function parseJson(text: string, name: string, ctx: z.RefinementCtx): unknown {
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({
      code: "custom",
      message: `${name} must be JSON, e.g. ${name}={"brandNameFacet":["Larkmoor"]}`,
    });
    return z.NEVER;
  }
}

const filterValues = z.union([z.string(), z.array(z.string())]);

/** `filters={"brandNameFacet":["A","B"],"zc1":"Shoes"}`: facet field to values (one value may be a plain string). */
const filters = z
  .string()
  .optional()
  .transform((text, ctx): SearchFilters => {
    if (!text) return {};
    const parsed = z.record(z.string(), filterValues).safeParse(parseJson(text, "filters", ctx));
    if (!parsed.success) {
      ctx.addIssue({
        code: "custom",
        message: "filters must map facet fields to a value or a list of values",
      });
      return z.NEVER;
    }
    const chosen: SearchFilters = {};
    let count = 0;
    for (const [field, value] of Object.entries(parsed.data)) {
      if (!isFacetField(field)) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown facet field '${field.slice(0, 50)}'. Facet fields: ${FACET_FIELDS.join(", ")}`,
        });
        return z.NEVER;
      }
      const values = typeof value === "string" ? [value] : value;
      count += values.length;
      if (count > MAX_FILTER_VALUES || values.some((v) => v.length > MAX_VALUE_LENGTH)) {
        ctx.addIssue({
          code: "custom",
          message: `filters take at most ${MAX_FILTER_VALUES} values of at most ${MAX_VALUE_LENGTH} characters`,
        });
        return z.NEVER;
      }
      chosen[field] = values;
    }
    return chosen;
  });

/** `sort={"price":"asc"}`: one sort field and its direction; a direction other than asc or desc becomes desc. */
const sort = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    const parsed = z.record(z.string(), z.unknown()).safeParse(parseJson(text, "sort", ctx));
    const entries = parsed.success ? Object.entries(parsed.data) : [];
    const [entry, ...more] = entries;
    const field = entry?.[0] ?? "";
    if (entry === undefined || more.length > 0 || !isSortField(field)) {
      ctx.addIssue({
        code: "custom",
        message: `sort must be one field and a direction, e.g. sort={"price":"asc"}; fields: ${SORT_FIELDS.join(", ")}`,
      });
      return z.NEVER;
    }
    return { field, direction: normaliseDirection(typeof entry[1] === "string" ? entry[1] : undefined) };
  });

/** A comma-separated list; empty items dropped. */
const commaList = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Brand ids separated by commas; a malformed one is the spec's 'Oops, not a valid brand id.' */
const brandIds = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined) return [];
    const ids = parseBrandIds(text);
    if (ids === null) {
      ctx.addIssue(specIssue("brand.invalid", INVALID_BRAND_MESSAGE));
      return z.NEVER;
    }
    return ids;
  });

/** One brand id, or none. */
const brandId = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined) return undefined;
    const id = parseBrandId(text);
    if (id === null) {
      ctx.addIssue(specIssue("brand.invalid", INVALID_BRAND_MESSAGE));
      return z.NEVER;
    }
    return id;
  });

export const SearchParams = z.object({
  term: term.openapi({
    description: `Words to search for; empty browses. Cut to ${MAX_TERM_LENGTH} characters.`,
    example: "chelsea boots",
  }),
  filters: filters.openapi({
    description:
      'Facet filters as a JSON object: field to a list of values, e.g. {"brandNameFacet":["Larkmoor"],"size":["8","8.5"]}. ' +
      `Values of one field are ORed, fields are ANDed. Fields: ${FACET_FIELDS.join(", ")}. An unknown field is a 400.`,
  }),
  sort: sort.openapi({
    description: `One sort field and direction as a JSON object, e.g. {"price":"asc"}. Fields: ${SORT_FIELDS.join(", ")}. A direction other than asc or desc becomes desc. Default: relevance with a term, else isNew.`,
  }),
  page: wholeNumber("page", 0, MAX_PAGE_INDEX, 0).openapi({
    description: "0-based page index",
    example: "0",
  }),
  limit: wholeNumber("limit", 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).openapi({
    description: `Results per page, 1 to ${MAX_PAGE_SIZE}`,
    example: "24",
  }),
  brandId: brandIds.openapi({
    description: `Brand ids separated by commas (up to ${MAX_BRAND_IDS}), added to the brand filter. A malformed or unknown id is 'Oops, not a valid brand id.' (400 brand.invalid, 404 brand.not.found).`,
    example: "12",
  }),
  includes: commaList.openapi({
    description: "Comma-separated extra fields; accepted and ignored (every answer has every field)",
  }),
});

export const SimilarParams = z.object({
  styleId: wholeNumber("styleId", 1, MAX_CATALOG_ID).openapi({ description: "The style to match" }),
  limit: wholeNumber("limit", 1, MAX_SIMILAR, MAX_SIMILAR).openapi({ description: `1 to ${MAX_SIMILAR}` }),
});

export const AutocompleteParams = z.object({
  term: term.openapi({ description: "What has been typed so far", example: "snea" }),
  categories: commaList.openapi({
    description: "Comma-separated zc1 or zc2 names (e.g. Shoes) to keep suggestions found there",
  }),
});

export const BrandListParams = z.object({
  brandId: brandId.openapi({
    description:
      "Only this brand. A malformed id is a 400 (brand.invalid), an unknown one a 404 (brand.not.found), both with 'Oops, not a valid brand id.'",
    example: "12",
  }),
});
