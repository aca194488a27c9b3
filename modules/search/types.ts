/**
 * The search contract shared by the engine (server), the JSON API, the URL grammar and the pages.
 * Field names follow spec 1 section 3 ("Product card", "Search state").
 */

/** Facet fields, in the order the facet UI shows them. */
export const FACET_FIELDS = [
  "txAttrFacet_Gender",
  "zc1",
  "zc2",
  "brandNameFacet",
  "size",
  "width",
  "colorFacet",
  "priceFacet",
  "txAttrFacet_Verticals",
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

/**
 * Single-select groups, highest first: choosing a value in one clears every group after it
 * (a new gender clears category and product type; a new category clears product type).
 */
export const SINGLE_SELECT_FACETS = [
  "txAttrFacet_Gender",
  "zc1",
  "zc2",
] as const satisfies readonly FacetField[];

/** Display names of the facet groups. */
export const FACET_LABELS: Record<FacetField, string> = {
  txAttrFacet_Gender: "Gender",
  zc1: "Category",
  zc2: "Product Type",
  brandNameFacet: "Brand",
  size: "Size",
  width: "Width",
  colorFacet: "Color",
  priceFacet: "Price",
  txAttrFacet_Verticals: "Shop By",
};

/** Price ranges of priceFacet, by label, in cents [min, max); max null is open. */
export const PRICE_RANGES: readonly { label: string; minCents: number; maxCents: number | null }[] = [
  { label: "Under $50", minCents: 0, maxCents: 5000 },
  { label: "$50 to $100", minCents: 5000, maxCents: 10000 },
  { label: "$100 to $200", minCents: 10000, maxCents: 20000 },
  { label: "$200 and Over", minCents: 20000, maxCents: null },
];

/** Sort fields as they appear in URLs (/sort/{field}/{direction}) and in the API's `sort`. */
export const SORT_FIELDS = [
  "relevance",
  "bestForYou",
  "isNew",
  "reviewRating",
  "recentSalesStyle",
  "percentOff",
  "price",
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

/** The sort menu: label, field and direction. Best For You only for eligible shoppers. */
export const SORT_OPTIONS: readonly { label: string; field: SortField; direction: SortDirection }[] = [
  { label: "Relevance", field: "relevance", direction: "desc" },
  { label: "Best For You", field: "bestForYou", direction: "desc" },
  { label: "New Arrivals", field: "isNew", direction: "desc" },
  { label: "Customer Rating", field: "reviewRating", direction: "desc" },
  { label: "Best Sellers", field: "recentSalesStyle", direction: "desc" },
  { label: "Percent Off", field: "percentOff", direction: "desc" },
  { label: "Price: Low to High", field: "price", direction: "asc" },
  { label: "Price: High to Low", field: "price", direction: "desc" },
];

export const MAX_PAGE_SIZE = 100;
/** Spec 1: "sponsored ads rows 1 and 8" of the search results (1-based grid rows). */
export const SPONSORED_ROWS = [1, 8] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PILLS = 21;

/** Filters: for each facet field, the chosen values (several for multi-select groups). */
export type SearchFilters = Partial<Record<FacetField, string[]>>;

/** What the shopper asked for: the whole search state, which the URL carries. */
export interface SearchQuery {
  /** The normalised term ('' browses everything the filters allow). */
  term: string;
  filters: SearchFilters;
  /** At most one field; absent means relevance (or newest first when there is no term). */
  sort?: { field: SortField; direction: SortDirection };
  /** 0-based page index. */
  page: number;
  /** Page size, 1 to MAX_PAGE_SIZE. */
  limit: number;
}

export interface Money {
  /** Display text, e.g. '$1,234.56'. */
  formatted: string;
  cents: number;
}

/** A colour of a product shown as a swatch on its card (spec 1, "Product card" relatedStyles). */
export interface RelatedStyle {
  styleId: number;
  colorId: number;
  color: string;
  styleColor: string;
  swatchUrl: string;
  /** Image URLs of the style by view: MAIN and, when the style has one, PAIR (the hover image). */
  imageMap: { MAIN: string; PAIR?: string };
  productUrl: string;
  price: Money;
  msrp: Money;
  percentOff: number;
}

/** One result: a product in one style (colour), with every field of spec 1's product card. */
export interface ProductCard {
  productId: number;
  styleId: number;
  colorId: number;
  /** ASIN of a representative stock of the style (in stock if any is). */
  asin: string;
  brandName: string;
  brandId: number;
  productName: string;
  /** '/p/{seoName}/product/{productId}/color/{colorId}' */
  productUrl: string;
  productSeoUrl: string;
  styleColor: string;
  /** Units in stock across the style's sizes. */
  onHand: number;
  /** 'Women', 'Men', 'Girls', 'Boys', joined with ', ' for unisex; shown for shoes and clothing only. */
  gender: string;
  /** zc1: Shoes, Clothing, Accessories, Bags, Gift Cards. */
  productType: string;
  /** zc2, e.g. 'Boots'. */
  subcategory: string;
  badges: { bid: string; text: string; zc?: string; url?: string }[];
  price: Money;
  msrp: Money;
  onSale: boolean;
  /** Whole percent, 0 when not on sale (below the 0.01 threshold). */
  percentOff: number;
  reviews: { roundedRating: number; ratingCount: number };
  media: { mainImage: string; hoverImage: string | null };
  /** Every style of the product, this one included, in display order. */
  relatedStyles: RelatedStyle[];
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  field: FacetField;
  label: string;
  singleSelect: boolean;
  values: FacetValue[];
}

export interface SearchResult {
  term: string;
  originalTerm: string;
  results: ProductCard[];
  totalResultCount: number;
  pageCount: number;
  page: number;
  limit: number;
  facets: Facet[];
  sort: { field: SortField; direction: SortDirection };
  /** The canonical search URL of the query that ran (see url-grammar buildSearchUrl). */
  executedSearchUrl: string;
}

/**
 * What 'Best For You' sorts by: what a customer has shown they like (their favorites, bag and
 * orders). The engine sorts by those products' brands and categories (zc2) and by the sizes.
 * Given to the engine only for an eligible customer.
 */
export interface ShopperTaste {
  productIds: number[];
  /** Size labels (Size facet values), e.g. '8.5'. */
  sizes: string[];
}

/** The engine's answer to a search: the result without its URL, and the sponsored cards asked for. */
export type SearchAnswer = Omit<SearchResult, "executedSearchUrl"> & { sponsored?: ProductCard[] };

export interface SearchOptions {
  /** The shopper's taste when they are eligible for 'Best For You' (else it is not offered). */
  bestForYou?: ShopperTaste;
  /**
   * Also find up to this many sponsored cards (see `sponsored`) that are not on the page, in the
   * same work as the page: the answer's `sponsored`.
   */
  sponsored?: number;
}

export interface Suggestion {
  suggestion: string;
  /** Categories to narrow the suggestion by (zc2 or zc1 names), most matches first. */
  categories: string[];
}

/**
 * The search engine: Postgres now, OpenSearch later for very large catalogues, behind this
 * interface so that nothing above it changes.
 */
export interface SearchEngine {
  search(query: SearchQuery, options?: SearchOptions): Promise<SearchAnswer>;
  /**
   * Cards of sponsored products among a search's results (the same term and filters), highest
   * priority first, one per product, none of the products given; at most `limit`.
   */
  sponsored(
    query: Pick<SearchQuery, "term" | "filters">,
    options: { excludeProductIds: readonly number[]; limit: number },
  ): Promise<ProductCard[]>;
  /** Styles like the given one (same subcategory and gender, close in price), at most `limit`. */
  similar(styleId: number, limit: number): Promise<ProductCard[]>;
  /** Suggestions for a partial term, with categories; prefix and typo tolerant. */
  autocomplete(term: string, options?: { categories?: string[]; limit?: number }): Promise<Suggestion[]>;
  /**
   * This engine for one request: its calls read the page generation (what the cards it keeps are
   * checked against) through `generation`, one read the whole request shares, not each its own.
   */
  atGeneration(generation: () => Promise<string>): SearchEngine;
}
