import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { storedBrowseFacets } from "./browse-facets.server.ts";
import { countLiveFacets, type FacetCountRow } from "./facet-counts.server.ts";
import { type CodedFilters, filterCondition, resolveFilterCodes } from "./facet-sql.server.ts";
import { buildFacets, type FacetRanks } from "./facets.ts";
import type { Kept } from "./kept.server.ts";
import { STORED_RESULTS } from "./refresh-term-facets.server.ts";
import { findPage, findStoredPage } from "./results.server.ts";
import { type EffectiveSort, orderBy, relevanceOf, tasteScoreOf } from "./sorts.server.ts";
import { findSponsored } from "./sponsored.server.ts";
import { findStoredLexeme, isCompleteWord, storedTermFacets } from "./term-facets.server.ts";
import { tsQueryText } from "./text-query.ts";
import {
  FACET_FIELDS,
  type Facet,
  type FacetField,
  type ProductCard,
  type SearchFilters,
  type ShopperTaste,
} from "./types.ts";

export type ActiveFilters = readonly (readonly [FacetField, readonly string[]])[];

export interface SearchRequest {
  /** The words to find; empty with `hasTerm` false to browse. */
  words: readonly string[];
  hasTerm: boolean;
  filters: ActiveFilters;
  selected: SearchFilters;
  sort: EffectiveSort;
  /** The shopper's taste, for the Best For You sort of an eligible shopper. */
  taste?: ShopperTaste;
  page: number;
  limit: number;
}

export interface SearchOutcome {
  total: number;
  results: ProductCard[];
  facets: Facet[];
  /** The sponsored cards asked for (see findSponsored), none of the page's products. */
  sponsored: ProductCard[];
}

/** The term's condition: a term with no word to search for (only symbols or emoji) matches nothing. */
function matchOf(hasTerm: boolean, tsQuery: string | null): SQL | null {
  if (!hasTerm) return null;
  return tsQuery ? sql`d.document @@ to_tsquery('english', ${tsQuery})` : sql`false`;
}

async function readFacetRanks(db: Db): Promise<FacetRanks> {
  const rows = await queryRows<{ field: string; value: string; rank: number }>(
    db,
    sql`select field, value, rank from search_facet_order`,
  );
  const ranks = new Map<string, Map<string, number>>();
  for (const row of rows) {
    ranks.set(row.field, (ranks.get(row.field) ?? new Map<string, number>()).set(row.value, row.rank));
  }
  return ranks;
}

/** What a search runs with once its words and filters are looked up. */
export interface PreparedSearch {
  request: SearchRequest;
  tsQuery: string | null;
  match: SQL | null;
  coded: CodedFilters;
  /** The key of the stored search (a broad lexeme, a brand name) when the term is just that. */
  lexeme: string | null;
}

/**
 * Looks up a search's last word (complete or a prefix), its filters' codes and its stored search,
 * if any: answers kept while the catalogue stays the same (see Kept).
 */
export async function prepareSearch(db: Db, kept: Kept, request: SearchRequest): Promise<PreparedSearch> {
  const lastWord = request.words.at(-1);
  const [lastWordComplete, coded] = await Promise.all([
    lastWord === undefined ? false : kept.completeWords(lastWord, () => isCompleteWord(db, lastWord)),
    request.filters.length === 0
      ? []
      : kept.filterCodes(JSON.stringify(request.filters), () => resolveFilterCodes(db, request.filters)),
  ]);
  const tsQuery = tsQueryText(request.words, lastWordComplete);
  const lexeme =
    tsQuery === null ? null : await kept.storedLexemes(tsQuery, () => findStoredLexeme(db, tsQuery));
  return { request, tsQuery, match: matchOf(request.hasTerm, tsQuery), coded, lexeme };
}

/**
 * Facet counts and the result count: read from the precomputed tables where the search allows
 * (a browse by category, a search for a broad word or a brand name), counted live otherwise.
 */
async function countFacets(db: Db, kept: Kept, { request, match, coded, lexeme }: PreparedSearch) {
  // A stored search's facets depend on which groups are filtered, a browse's on the values too.
  const filtered = request.filters.map(([field]) => field).join(" ");
  const stored = match
    ? await kept.storedFacets(`term ${lexeme} ${filtered}`, () =>
        storedTermFacets(db, lexeme, request.filters),
      )
    : await kept.storedFacets(`browse ${JSON.stringify(request.filters)}`, () =>
        storedBrowseFacets(db, request.filters),
      );
  const liveFields = FACET_FIELDS.filter((field) => !stored.fields.includes(field));
  const live =
    liveFields.length > 0 ? await countLiveFacets(db, { match, filters: coded, fields: liveFields }) : [];
  const fromStore = new Set<string>(stored.fields);
  const rows: FacetCountRow[] = [
    ...stored.rows.filter((row) => (row.field === "" ? liveFields.length === 0 : fromStore.has(row.field))),
    ...live,
  ];
  const total = rows.find((row) => row.field === "")?.count ?? 0;
  return { rows, total, ranks: await kept.facetRanks("", () => readFacetRanks(db)) };
}

/** The page: precomputed for the first pages of a stored search by relevance, else found live. */
function readPage(
  db: Db,
  { cards }: Kept,
  { request, tsQuery, match, coded, lexeme }: PreparedSearch,
): Promise<ProductCard[]> {
  const { sort, limit } = request;
  const offset = request.page * limit;
  const byRelevance = sort.field === "relevance" && sort.direction === "desc";
  if (lexeme && coded.length === 0 && byRelevance && offset + limit <= STORED_RESULTS) {
    return findStoredPage(db, cards, lexeme, limit, offset);
  }
  const relevance = tsQuery ? relevanceOf(sql`to_tsquery('english', ${tsQuery})`) : sql`0::real`;
  const tasteScore = request.taste ? tasteScoreOf(request.taste) : null;
  return findPage(db, cards, {
    match,
    conditions: coded.map(([field, codes]) => filterCondition(field, codes)),
    orderBy: orderBy(sort, relevance, tasteScore),
    limit,
    offset,
  });
}

/**
 * Runs one search: its facets and count, and its page with the sponsored cards asked for (up to
 * `sponsoredLimit`, none of the page's products), as two units of work (in parallel where the
 * database has several connections), once the last word, the filters' codes and whether the term's
 * search is stored (a broad lexeme, a brand name) are looked up.
 */
export async function searchOnce(
  db: Db,
  kept: Kept,
  request: SearchRequest,
  sponsoredLimit = 0,
): Promise<SearchOutcome> {
  const prepared = await prepareSearch(db, kept, request);
  const [counted, { results, sponsored }] = await Promise.all([
    countFacets(db, kept, prepared),
    (async () => {
      const results = await readPage(db, kept, prepared);
      const shown = results.map((card) => card.productId);
      const wanted = results.length > 0 && sponsoredLimit > 0;
      return {
        results,
        sponsored: wanted ? await findSponsored(db, kept.cards, prepared, shown, sponsoredLimit) : [],
      };
    })(),
  ]);
  return {
    total: counted.total,
    results,
    facets: buildFacets(counted.rows, request.selected, counted.ranks),
    sponsored,
  };
}
