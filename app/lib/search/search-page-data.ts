import type { MetaDescriptor } from "react-router";
import type { Facet, SearchQuery, SortDirection, SortField } from "../../../modules/search/types.ts";
import { type OpenGraph, openGraphMeta } from "../open-graph.ts";
import type { ListingCard } from "./listing-card.ts";

/** One choice of the sort control. */
export interface SortChoice {
  label: string;
  field: SortField;
  direction: SortDirection;
}

/** What every search page (search URLs, .zso pages, entry points, brand pages) renders. */
export interface SearchPageData {
  /** The search state the URL says; every link of the page is built from it. */
  query: SearchQuery;
  heading: string;
  /** The page's <title>, with the marketplace name. */
  title: string;
  description: string;
  /** Absolute URL of the canonical page. */
  canonicalUrl: string;
  openGraph: OpenGraph;
  noindex: boolean;
  oosRedirected: boolean;
  /** The corrected term the engine searched instead, when it corrected a typo ('bots' became 'boots'). */
  correctedTerm: string | null;
  /** The result cards, compact (listingCardToProductCard gives each back whole). */
  results: ListingCard[];
  /** Cards of sponsored products for the sponsored rows (none of the results' products), compact too. */
  sponsored: ListingCard[];
  totalResultCount: number;
  pageCount: number;
  facets: Facet[];
  /** The sort the engine applied (relevance, or newest first without a term, when none was asked). */
  sort: { field: SortField; direction: SortDirection };
  sortChoices: SortChoice[];
}

/** The title, description, robots, canonical link and Open Graph of a search page; nothing for an error. */
export function searchPageMeta(data: SearchPageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    ...(data.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
    ...openGraphMeta(data.openGraph),
  ];
}
