import { readPageGeneration } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { autocomplete } from "./autocomplete.server.ts";
import { keptValues } from "./facet-rules.ts";
import { createKept, type Kept } from "./kept.server.ts";
import {
  type ActiveFilters,
  prepareSearch,
  type SearchOutcome,
  type SearchRequest,
  searchOnce,
} from "./search.server.ts";
import { similarStyles } from "./similar.server.ts";
import { effectiveSort } from "./sorts.server.ts";
import { correctSpelling } from "./spelling.server.ts";
import { findSponsored } from "./sponsored.server.ts";
import { searchWords } from "./text-query.ts";
import {
  FACET_FIELDS,
  MAX_PAGE_SIZE,
  type ProductCard,
  type SearchAnswer,
  type SearchEngine,
  type SearchFilters,
  type SearchOptions,
  type SearchQuery,
} from "./types.ts";
import { normaliseTerm } from "./url-grammar.ts";

/** The deepest page the engine reads (the API refuses deeper ones). */
export const MAX_PAGE = 10_000;
/** Below this many results, a term with an unknown word is tried again with it corrected. */
const FEW_RESULTS = 3;

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), min), max) : min;

/**
 * The chosen filters in facet order, each group's values trimmed, de-duplicated and non-empty,
 * one value (the last) in a single-select group, whoever asks (pages and the JSON API).
 */
export function activeFilters(filters: SearchFilters): ActiveFilters {
  return FACET_FIELDS.flatMap((field) => {
    const trimmed = (filters[field] ?? []).map((value) => value.trim()).filter(Boolean);
    const values = keptValues(field, [...new Set(trimmed)]);
    return values.length > 0 ? [[field, values] as const] : [];
  });
}

function selectedFilters(filters: ActiveFilters): SearchFilters {
  const selected: SearchFilters = {};
  for (const [field, values] of filters) selected[field] = [...values];
  return selected;
}

/**
 * A search: full text over the weighted documents (the last word as a prefix), typo tolerance
 * (few results and an unknown word: the corrected term is tried and kept if it finds more),
 * facets counted on the filtered result set, sorting and paging. Page and limit are clamped.
 */
async function search(
  db: Db,
  kept: Kept,
  query: SearchQuery,
  { bestForYou: taste, sponsored: sponsoredLimit }: SearchOptions = {},
): Promise<SearchAnswer> {
  const term = normaliseTerm(query.term);
  const limit = clamp(query.limit, 1, MAX_PAGE_SIZE);
  const page = clamp(query.page, 0, MAX_PAGE);
  const filters = activeFilters(query.filters);
  // Best For You needs an eligible shopper (one with a taste); for anyone else it falls back.
  const sort = effectiveSort(query.sort, term !== "", taste !== undefined);
  const words = searchWords(term);
  const request: SearchRequest = {
    words,
    hasTerm: term !== "",
    filters,
    selected: selectedFilters(filters),
    sort,
    ...(taste && { taste }),
    page,
    limit,
  };
  const sponsoredCount = clamp(sponsoredLimit ?? 0, 0, MAX_PAGE_SIZE);
  let outcome: SearchOutcome = await searchOnce(db, kept, request, sponsoredCount);
  let searched = term;
  if (outcome.total < FEW_RESULTS && words.length > 0) {
    const corrected = await correctSpelling(db, words);
    if (corrected.join(" ") !== words.join(" ")) {
      const retry = await searchOnce(db, kept, { ...request, words: corrected }, sponsoredCount);
      if (retry.total > outcome.total) {
        outcome = retry;
        searched = corrected.join(" ");
      }
    }
  }
  return {
    term: searched,
    originalTerm: term,
    results: outcome.results,
    totalResultCount: outcome.total,
    pageCount: Math.ceil(outcome.total / limit),
    page,
    limit,
    facets: outcome.facets,
    sort,
    ...(sponsoredLimit !== undefined && { sponsored: outcome.sponsored }),
  };
}

/** The sponsored cards of a search (its term as searched, its filters), none of the products given. */
async function sponsored(
  db: Db,
  kept: Kept,
  query: Pick<SearchQuery, "term" | "filters">,
  options: { excludeProductIds: readonly number[]; limit: number },
): Promise<ProductCard[]> {
  const term = normaliseTerm(query.term);
  const limit = clamp(options.limit, 0, MAX_PAGE_SIZE);
  if (limit === 0) return [];
  const request: SearchRequest = {
    words: searchWords(term),
    hasTerm: term !== "",
    filters: activeFilters(query.filters),
    selected: {},
    sort: { field: "relevance", direction: "desc" },
    page: 0,
    limit,
  };
  return findSponsored(
    db,
    kept.cards,
    await prepareSearch(db, kept, request),
    options.excludeProductIds,
    limit,
  );
}

/**
 * The SearchEngine on PostgreSQL (or PGlite): full-text search, pg_trgm typo tolerance, facets in SQL.
 * Its cards and small lookups are kept per engine (one database) while the catalogue stays the same
 * (see Kept): each call reads the page generation once, or shares its request's read (atGeneration).
 */
export function createPostgresSearchEngine(db: Db): SearchEngine {
  const memory = createKept();
  const engine = (generation: () => Promise<string>): SearchEngine => {
    const kept = () => memory.at(generation());
    return {
      search: (query, options) => search(db, kept(), query, options),
      sponsored: (query, options) => sponsored(db, kept(), query, options),
      similar: (styleId, limit) => similarStyles(db, kept(), styleId, limit),
      autocomplete: (term, options) => autocomplete(db, term, options),
      atGeneration: engine,
    };
  };
  return engine(() => readPageGeneration(db));
}
