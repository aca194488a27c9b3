import { FACET_FIELDS, type SearchQuery } from "../../../modules/search/types.ts";

/** A term as a heading: each word starts with a capital ('red boots' reads 'Red Boots'). */
export function titleCase(term: string): string {
  return term.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** The heading of a search: its term, else the brand, else the chosen filter values, else 'All Styles'. */
export function searchHeading(query: SearchQuery, brandName?: string): string {
  if (query.term) return titleCase(query.term);
  if (brandName) return brandName;
  const chosen = FACET_FIELDS.filter((field) => field !== "priceFacet" && field !== "size").flatMap(
    (field) => query.filters[field] ?? [],
  );
  return chosen.length > 0 ? chosen.slice(0, 4).join(" ") : "All Styles";
}

/** 'No items', '1 item', '1,234 items'. */
export function itemCount(count: number): string {
  if (count === 0) return "No items";
  return `${count.toLocaleString("en-US")} ${count === 1 ? "item" : "items"}`;
}
