import { keptAnswers, type PerGeneration, type Recall } from "../core/index.server.ts";
import type { StoredFacets } from "./browse-facets.server.ts";
import type { CodedFilters } from "./facet-sql.server.ts";
import type { FacetRanks } from "./facets.ts";
import { type CardStore, createCardStore, MAX_CARD_AGE_MS } from "./results.server.ts";

/**
 * Answers kept at most per kind and generation: every word, filter set, stored search and product
 * page's similar styles shoppers ask for often. Each answer is a few hundred bytes; stored facets up to a few tens of kB (a stored
 * search with nothing filtered has every group's values), hence fewer of them.
 */
const MAX_KEPT_ANSWERS = 2_000;
const MAX_KEPT_STORED_FACETS = 500;

/**
 * What a search engine keeps of the search tables while the catalogue stays the same, as one call
 * sees it (at the page generation it read): the cards, and the answers of the small reads every
 * search makes before its real work (each answer shared by every caller: never change one).
 */
export interface Kept {
  cards: CardStore;
  /** search_facet_order's ranks (one answer). */
  facetRanks: Recall<FacetRanks>;
  /** Whether a word is a whole word of the catalogue's texts (search_terms), by word. */
  completeWords: Recall<boolean>;
  /** The stored search a query runs (findStoredLexeme), by tsquery. */
  storedLexemes: Recall<string | null>;
  /** Chosen filters' codes (resolveFilterCodes), by filters. */
  filterCodes: Recall<CodedFilters>;
  /** Facet counts read from the precomputed tables (a stored search's, a browse's), by search and filters. */
  storedFacets: Recall<StoredFacets>;
  /** The styles like a style (similarStyles), by style and count. */
  similarStyles: Recall<readonly number[]>;
}

/** What one search engine keeps (one database: never shared between databases). */
export function createKept(): PerGeneration<Kept> {
  const bounds = { maxAgeMs: MAX_CARD_AGE_MS, now: () => performance.now() };
  const cards = createCardStore();
  const facetRanks = keptAnswers<FacetRanks>(1, bounds);
  const completeWords = keptAnswers<boolean>(MAX_KEPT_ANSWERS, bounds);
  const storedLexemes = keptAnswers<string | null>(MAX_KEPT_ANSWERS, bounds);
  const filterCodes = keptAnswers<CodedFilters>(MAX_KEPT_ANSWERS, bounds);
  const storedFacets = keptAnswers<StoredFacets>(MAX_KEPT_STORED_FACETS, bounds);
  const similarStyles = keptAnswers<readonly number[]>(MAX_KEPT_ANSWERS, bounds);
  return {
    at: (generation) => ({
      cards: cards.at(generation),
      facetRanks: facetRanks.at(generation),
      completeWords: completeWords.at(generation),
      storedLexemes: storedLexemes.at(generation),
      filterCodes: filterCodes.at(generation),
      storedFacets: storedFacets.at(generation),
      similarStyles: similarStyles.at(generation),
    }),
  };
}
