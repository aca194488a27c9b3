import { hasUnacceptableCharacter } from "../core/index.ts";
import { parseBrandId } from "./brand-ids.ts";
import { keptValues } from "./facet-rules.ts";
import {
  DEFAULT_PAGE_SIZE,
  FACET_FIELDS,
  type FacetField,
  type SearchFilters,
  type SearchQuery,
  SORT_FIELDS,
  type SortDirection,
  type SortField,
} from "./types.ts";

/**
 * The search URL grammar (spec 1, "Routes"): the URL is the whole search state.
 *
 *   /search/{term}[/filter/{facet}/"{value}" OR "{value}"...][/sort/{field}/{direction}][/page/{n}]
 *   /search?term={term}        /search/brand/{brandId}[/...]        /search/{term}/{filterValue}
 *   /{anything}.zso?t={term}&s={field}/{direction}
 *
 * Page numbers in paths count from 1 (/page/2 is the second page); the state's page is 0-based.
 * An empty term is written 'null' (/search/null/filter/...).
 */

export const MAX_TERM_LENGTH = 200;
const EMPTY_TERM = "null";
const KEYWORDS = new Set(["filter", "sort", "page"]);

/** What a search URL says, before the page resolves brand ids and bare filter values. */
export interface ParsedSearchUrl {
  query: SearchQuery;
  /** /search/brand/{brandId}: filter by this brand once its name is known. */
  brandId?: number;
  /** /search/{term}/{filterValue}: a facet value to find among the term's facets. */
  filterValue?: string;
  oosRedirected: boolean;
}

/** A term as the engine takes it: single spaces, trimmed, at most MAX_TERM_LENGTH characters. */
export function normaliseTerm(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, MAX_TERM_LENGTH).trim();
}

/** A URL slug read as words: hyphens become spaces, other non-alphanumerics are removed. */
export function slugToTerm(slug: string): string {
  return normaliseTerm(slug.replace(/-/g, " ").replace(/[^\p{L}\p{N} ]/gu, ""));
}

/** Words written as a URL slug: lower case, non-alphanumerics removed, spaces become hyphens. */
export function termToSlug(term: string): string {
  return slugToTerm(term).toLowerCase().replace(/ /g, "-");
}

/** A sort direction as the spec reads it: anything but 'asc' or 'desc' becomes 'desc'. */
export function normaliseDirection(direction: string | undefined): SortDirection {
  return direction === "asc" ? "asc" : "desc";
}

function isFacetField(value: string): value is FacetField {
  return (FACET_FIELDS as readonly string[]).includes(value);
}

function isSortField(value: string): value is SortField {
  return (SORT_FIELDS as readonly string[]).includes(value);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The separator of '"A" OR "B"'. The lookbehind lets a match start only where a run of spaces
 * starts: without it, a long run of spaces with no OR is rescanned from each of its spaces (quadratic).
 */
const OR_SEPARATOR = /(?<!\s)\s+OR\s+/;

/** Reads '"A" OR "B"' (quotes optional) into its values. */
export function parseValueList(expression: string): string[] {
  return expression
    .split(OR_SEPARATOR)
    .map((value) =>
      value
        .trim()
        .replace(/^"(.*)"$/s, "$1")
        .trim(),
    )
    .filter(Boolean);
}

function parseSort(field: string | undefined, direction: string | undefined): SearchQuery["sort"] {
  if (!field || !isSortField(field)) return undefined;
  return { field, direction: normaliseDirection(direction) };
}

function parsePageNumber(text: string | undefined): number | null {
  if (!text || !/^\d{1,7}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 ? page - 1 : null;
}

function emptyQuery(term: string): SearchQuery {
  return { term, filters: {}, page: 0, limit: DEFAULT_PAGE_SIZE };
}

/** Reads the segments after the term: filters, sort, page, or one bare filter value. Null when malformed. */
function parseTail(segments: string[], parsed: ParsedSearchUrl): ParsedSearchUrl | null {
  const { query } = parsed;
  let i = 0;
  while (i < segments.length) {
    const keyword = segments[i];
    if (keyword === "filter") {
      i++;
      while (i + 1 < segments.length && !KEYWORDS.has(segments[i] ?? "")) {
        const field = segments[i] ?? "";
        if (!isFacetField(field)) return null;
        const values = parseValueList(segments[i + 1] ?? "");
        if (values.length === 0) return null;
        query.filters[field] = keptValues(field, [...new Set([...(query.filters[field] ?? []), ...values])]);
        i += 2;
      }
    } else if (keyword === "sort") {
      const direction = segments[i + 2];
      const hasDirection = direction !== undefined && !KEYWORDS.has(direction);
      query.sort = parseSort(segments[i + 1], hasDirection ? direction : undefined);
      i += hasDirection ? 3 : 2;
    } else if (keyword === "page") {
      const page = parsePageNumber(segments[i + 1]);
      if (page === null) return null;
      query.page = page;
      i += 2;
    } else if (i === 0 && segments.length === 1 && keyword) {
      parsed.filterValue = slugToTerm(keyword);
      if (!parsed.filterValue) return null;
      i++;
    } else {
      return null;
    }
  }
  return parsed;
}

/**
 * Reads a search URL into the search state; null when the path is not a search URL or is
 * malformed (the page answers 404). The pathname is without the /marty prefix.
 */
export function parseSearchUrl(pathname: string, searchParams: URLSearchParams): ParsedSearchUrl | null {
  const oosRedirected = searchParams.get("oosRedirected") === "true";
  const querySort = searchParams.get("s")?.split("/");
  const withQuerySort = (parsed: ParsedSearchUrl | null) => {
    if (parsed && querySort) parsed.query.sort = parseSort(querySort[0], querySort[1]) ?? parsed.query.sort;
    return parsed;
  };

  if (pathname.endsWith(".zso")) {
    const slug = safeDecode(pathname.slice(pathname.lastIndexOf("/") + 1, -4)) ?? "";
    const term = normaliseTerm(searchParams.get("t") ?? slugToTerm(slug));
    return withQuerySort({ query: emptyQuery(term), oosRedirected });
  }

  const raw = withoutTrailingSlashes(pathname).split("/").slice(1);
  if (raw[0] !== "search") return null;
  const segments: string[] = [];
  for (const segment of raw.slice(1)) {
    const decoded = safeDecode(segment);
    // A control character is never part of a search (and PostgreSQL refuses NUL): malformed.
    if (decoded === null || hasUnacceptableCharacter(decoded)) return null;
    segments.push(decoded);
  }

  if (segments.length === 0) {
    return withQuerySort({ query: emptyQuery(normaliseTerm(searchParams.get("term") ?? "")), oosRedirected });
  }
  if (segments[0] === "brand") {
    const brandId = parseBrandId(segments[1] ?? "");
    if (brandId === null) return null;
    const parsed: ParsedSearchUrl = { query: emptyQuery(""), brandId, oosRedirected };
    return withQuerySort(parseTail(segments.slice(2), parsed));
  }
  const first = segments[0] ?? "";
  const term = first === EMPTY_TERM ? "" : slugToTerm(first);
  return withQuerySort(parseTail(segments.slice(1), { query: emptyQuery(term), oosRedirected }));
}

const SLASH = 47;

/**
 * The path without its trailing slashes. Plain code: the regex /\/+$/ retries from every slash of a
 * long run of slashes (quadratic: 16 kB of them blocked the server for a second).
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === SLASH) end--;
  return path.slice(0, end);
}

function quote(value: string): string {
  return `"${value.replace(/"/g, "")}"`;
}

/**
 * The canonical filters: facets in display order, one value in a single-select group, each
 * group's values sorted, empty groups dropped.
 */
export function canonicalFilters(filters: SearchFilters): [FacetField, string[]][] {
  return FACET_FIELDS.flatMap((field) => {
    const values = keptValues(field, [...new Set(filters[field] ?? [])].filter(Boolean)).sort((a, b) =>
      a.localeCompare(b),
    );
    return values.length > 0 ? [[field, values] as [FacetField, string[]]] : [];
  });
}

/** The canonical URL of a search state; parseSearchUrl reads it back to the same state. */
export function buildSearchUrl(query: Pick<SearchQuery, "term" | "filters" | "sort" | "page">): string {
  const slug = termToSlug(query.term) || EMPTY_TERM;
  const parts = ["/search", encodeURIComponent(slug)];
  const filters = canonicalFilters(query.filters);
  if (filters.length > 0) {
    parts.push("filter");
    for (const [field, values] of filters) {
      parts.push(field, encodeURIComponent(values.map(quote).join(" OR ")));
    }
  }
  if (query.sort && query.sort.field !== "relevance")
    parts.push("sort", query.sort.field, query.sort.direction);
  if (query.page > 0) parts.push("page", String(query.page + 1));
  return parts.join("/");
}
