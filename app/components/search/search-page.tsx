import { useId } from "react";
import { itemCount } from "../../lib/search/headings.ts";
import { SearchNavigationProvider, useSearchNavigation } from "../../lib/search/search-navigation.tsx";
import type { SearchPageData } from "../../lib/search/search-page-data.ts";
import { withBestForYou } from "../../lib/search/sort-choices.ts";
import { useVisitor } from "../../lib/visitor/visitor-context.tsx";
import { SlotList } from "../content/slot-view.tsx";
import { FacetPanel } from "./facet-panel.tsx";
import { FilterPills } from "./filter-pills.tsx";
import { NoResults } from "./no-results.tsx";
import { Pagination } from "./pagination.tsx";
import { ResultsGrid } from "./results-grid.tsx";
import { SortControl } from "./sort-control.tsx";

/** Spec 1, "Error pages": the landing after a product with no style in stock. */
export const OOS_REDIRECT_MESSAGE = "Oops! That's out of stock. Browse styles inspired by your search below!";

/** A search page: heading and count, facets, pills, sort, results and pagination, or the zero-results page. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const headingId = useId();
  const { query } = data;
  const empty = data.totalResultCount === 0;
  const sortChoices = withBestForYou(data.sortChoices, useVisitor().visitor.bestForYouEligible);
  return (
    <SearchNavigationProvider query={query}>
      <div className="page search-page">
        {data.oosRedirected && (
          <p className="search-oos-banner" role="status">
            {OOS_REDIRECT_MESSAGE}
          </p>
        )}
        {empty ? (
          <>
            <NoResults term={query.term || data.heading} headingId={headingId} />
            <FilterPills query={query} />
          </>
        ) : (
          <section aria-labelledby={headingId}>
            <header className="search-header">
              <h1 id={headingId}>{data.heading}</h1>
              <p className="search-count">{itemCount(data.totalResultCount)}</p>
              {data.correctedTerm && (
                <p className="search-corrected">Showing results for “{data.correctedTerm}”</p>
              )}
            </header>
            <SlotList slots={data.slots} renderedAt={data.renderedAt} />
            <div className="search-layout">
              <FacetPanel facets={data.facets} query={query} />
              <div className="search-main">
                <div className="search-toolbar">
                  <FilterPills query={query} />
                  <SortControl query={query} choices={sortChoices} current={data.sort} />
                </div>
                <SearchResults data={data} />
              </div>
            </div>
          </section>
        )}
      </div>
    </SearchNavigationProvider>
  );
}

/**
 * The result cards (with the sponsored rows) and pagination, marked busy and dimmed while another search's results are on
 * their way (spec 1: selecting a filter marks products stale).
 */
function SearchResults({ data }: { data: SearchPageData }) {
  const { stale } = useSearchNavigation(data.query);
  return (
    <>
      <ResultsGrid markup={data.grid} busy={stale} />
      <Pagination query={data.query} pageCount={data.pageCount} />
    </>
  );
}
