// What other modules and the pages may use of search: the state's types, the URL grammar, the
// facet rules and the product card. Pure, so the browser may import it; the engine is in index.server.ts.
export { categorySearchPath } from "./category-link.ts";
export {
  clearFilters,
  dependantsOf,
  filterPills,
  isSingleSelect,
  removeFilter,
  toggleFilter,
  withPage,
  withSort,
} from "./facet-rules.ts";
export {
  type CardRow,
  type CardStyle,
  money,
  productUrl,
  roundedRating,
  toProductCard,
  toRelatedStyle,
} from "./product-card.ts";
export {
  DEFAULT_PAGE_SIZE,
  FACET_FIELDS,
  FACET_LABELS,
  type Facet,
  type FacetField,
  type FacetValue,
  MAX_PAGE_SIZE,
  MAX_PILLS,
  type Money,
  PRICE_RANGES,
  type ProductCard,
  type RelatedStyle,
  type SearchEngine,
  type SearchFilters,
  type SearchQuery,
  type SearchResult,
  type ShopperTaste,
  SINGLE_SELECT_FACETS,
  SORT_FIELDS,
  SORT_OPTIONS,
  type SortDirection,
  type SortField,
  type Suggestion,
} from "./types.ts";
export {
  buildSearchUrl,
  canonicalFilters,
  MAX_TERM_LENGTH,
  normaliseDirection,
  normaliseTerm,
  type ParsedSearchUrl,
  parseSearchUrl,
  parseValueList,
  slugToTerm,
  termToSlug,
} from "./url-grammar.ts";
