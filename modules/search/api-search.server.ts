import { asc, inArray } from "drizzle-orm";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { Track } from "../telemetry/index.ts";
import { INVALID_BRAND_MESSAGE } from "./brand-ids.ts";
import { listSearchBrands } from "./brands.server.ts";
import { searchBrands } from "./schema.server.ts";
import type { SearchEngine, SearchFilters, SearchQuery, SearchResult } from "./types.ts";
import { buildSearchUrl } from "./url-grammar.ts";

/** What the search API's calls use (see modules/services). */
export interface SearchApiServices {
  db: Db;
  searchEngine: SearchEngine;
  telemetry: { track: Track };
}

const unknownBrand = () => new AppError("not_found", "brand.not.found", INVALID_BRAND_MESSAGE);

/** The names of these brands; any id with no brand is refused with the spec's brand words. */
async function brandNames(db: Db, brandIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ name: searchBrands.name })
    .from(searchBrands)
    .where(inArray(searchBrands.brandId, [...brandIds]))
    .orderBy(asc(searchBrands.name));
  if (rows.length !== brandIds.length) throw unknownBrand();
  return rows.map((row) => row.name);
}

/**
 * GET /Search/v2: the search, with brand ids (`brandId=12,13`) added to the brand filter, the
 * zero-result event tracked, and the executed search URL.
 */
export async function searchForApi(
  services: SearchApiServices,
  request: SearchQuery & { brandIds: readonly number[] },
  log?: Log,
): Promise<SearchResult> {
  const { brandIds, ...query } = request;
  const filters: SearchFilters = { ...query.filters };
  if (brandIds.length > 0) {
    const names = await brandNames(services.db, brandIds);
    filters.brandNameFacet = [...new Set([...(filters.brandNameFacet ?? []), ...names])];
  }
  const asked = { ...query, filters };
  const result = await services.searchEngine.search(asked);
  if (result.totalResultCount === 0)
    services.telemetry.track("No Search Results Found", { term: asked.term }, log);
  return { ...result, executedSearchUrl: buildSearchUrl({ ...asked, term: result.term }) };
}

/** GET /v1/brandList: every brand by name, or only the one asked for (unknown: the spec's brand words). */
export async function listBrandsForApi(db: Db, brandId: number | undefined) {
  const brands = await listSearchBrands(db, brandId);
  if (brandId !== undefined && brands.length === 0) throw unknownBrand();
  return { brands };
}
