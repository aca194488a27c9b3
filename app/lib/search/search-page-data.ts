import type { MetaDescriptor } from "react-router";
import type { Slot } from "../../../modules/content/index.ts";
import type { Facet, SearchQuery, SortDirection, SortField } from "../../../modules/search/types.ts";
import { type OpenGraph, openGraphMeta } from "../open-graph.ts";

/** One choice of the sort control. */
export interface SortChoice {
  label: string;
  field: SortField;
  direction: SortDirection;
}

/** The results grid's markup: its items (the cards' list items) and its JSON-LD ItemList ('' for none). */
export interface ResultsMarkup {
  /** A fingerprint of the markup: the same grid has the same key. */
  key: string;
  items: string;
  structuredData: string;
  /**
   * The images of the cards seen first, loaded at once (the first row's sponsored cards that every
   * layout shows, and the first row of results): the page preloads them from its head.
   */
  priorityImages: string[];
}

/** The name a document request's results markup is kept under for its render (documentOnly). */
export const RESULTS_MARKUP = "search-results";

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
  /**
   * The result cards with the sponsored rows, as markup (resultsMarkup): for a `.data` request; null
   * in a document's data, whose markup has them already (the render reads them under RESULTS_MARKUP).
   */
  grid: ResultsMarkup | null;
  /** Content slots for the search term (a banner above the results); none for other searches. */
  slots: Slot[];
  /** When the page was rendered: a countdown in a slot counts from it (no mismatch at hydration). */
  renderedAt: string;
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
