import type { SearchQuery } from "../modules/search/types.ts";

/**
 * The fixed mix of the search benchmark: 20 searches as shoppers make them: terms broad and
 * narrow, typos, half-typed words, 0 to 3 filters, every sort, deep pages, and category and
 * brand browsing. Filter values are ones every generated catalogue has.
 */
export const SEARCH_MIX: readonly (Partial<SearchQuery> & { name: string })[] = [
  { name: "term sneakers", term: "sneakers" },
  { name: "term boots", term: "boots" },
  { name: "two words", term: "black boots" },
  { name: "brand name", term: "mossbank outdoor" },
  { name: "product noun", term: "chelsea boot" },
  { name: "typo sneekers", term: "sneekers" },
  { name: "typo bots", term: "bots" },
  { name: "half-typed", term: "wrap dre" },
  { name: "term + brand", term: "sneakers", filters: { brandNameFacet: ["Larkmoor"] } },
  { name: "term + 2 filters", term: "boots", filters: { colorFacet: ["Black"], size: ["8"] } },
  {
    name: "term + 3 filters",
    term: "sandals",
    filters: { txAttrFacet_Gender: ["Women"], priceFacet: ["$50 to $100"], width: ["Medium (B)"] },
  },
  { name: "sort price asc", term: "dress", sort: { field: "price", direction: "asc" } },
  { name: "sort new", term: "jacket", sort: { field: "isNew", direction: "desc" } },
  { name: "sort rating", term: "loafers", sort: { field: "reviewRating", direction: "desc" } },
  { name: "sort best sellers", term: "backpack", sort: { field: "recentSalesStyle", direction: "desc" } },
  { name: "deep page", term: "sneakers", page: 20, sort: { field: "percentOff", direction: "desc" } },
  { name: "browse all", term: "" },
  { name: "browse womens shoes", term: "", filters: { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"] } },
  { name: "browse brand", term: "", filters: { brandNameFacet: ["Larkmoor"] } },
  {
    name: "browse + filters",
    term: "",
    filters: { zc2: ["Boots"], colorFacet: ["Brown"], size: ["9"] },
    sort: { field: "price", direction: "desc" },
  },
];

/** The /Search/v2 query string of a search of the mix. */
export function searchApiPath(query: Partial<SearchQuery>): string {
  const params = new URLSearchParams({ term: query.term ?? "", page: String(query.page ?? 0), limit: "24" });
  if (query.filters && Object.keys(query.filters).length > 0)
    params.set("filters", JSON.stringify(query.filters));
  if (query.sort) params.set("sort", JSON.stringify({ [query.sort.field]: query.sort.direction }));
  return `/Search/v2?${params}`;
}
