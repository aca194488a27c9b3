import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useNavigate, useNavigation } from "react-router";
import { withoutMarty } from "../../../modules/core/index.ts";
import type { SearchQuery } from "../../../modules/search/types.ts";
import { buildSearchUrl, parseSearchUrl } from "../../../modules/search/url-grammar.ts";

/** A change of the search: a facet chosen, a pill removed, another sort. */
export type SearchChange = (query: SearchQuery) => SearchQuery;

export interface SearchNavigation {
  /** The search the shopper is waiting for (the pending navigation's), else the one on the page. */
  query: SearchQuery;
  /** True while another search's results are on their way: the ones shown are stale. */
  stale: boolean;
  /** Goes to a change of the latest search asked for, so that quick clicks add up. */
  go: (change: SearchChange) => void;
}

/** The search a pending navigation goes to, when it is a search URL that says its whole state. */
function pendingSearch(location: { pathname: string; search: string } | undefined): SearchQuery | null {
  if (!location) return null;
  const parsed = parseSearchUrl(withoutMarty(location.pathname), new URLSearchParams(location.search));
  // A brand id or a bare value is resolved by the loader: the page's own state is the better base.
  if (!parsed || parsed.brandId !== undefined || parsed.filterValue !== undefined) return null;
  return parsed.query;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

/**
 * Search changes made with JavaScript. Each builds on the latest search asked for, not on the
 * rendered one: a second facet clicked while the first one's results load keeps the first. Links
 * show the pending search too (chosen values, where each link goes).
 */
export function SearchNavigationProvider({ query, children }: { query: SearchQuery; children: ReactNode }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The search last navigated to, until its navigation ends: clicks come faster than renders.
  const latest = useRef<SearchQuery | null>(null);
  const pending = navigation.state === "idle" ? null : pendingSearch(navigation.location);
  useEffect(() => {
    if (navigation.state === "idle") latest.current = null;
  }, [navigation.state]);

  const go = useCallback(
    (change: SearchChange) => {
      const next = change(latest.current ?? pending ?? query);
      latest.current = next;
      navigate(buildSearchUrl(next), { preventScrollReset: true });
    },
    [navigate, pending, query],
  );
  const value = useMemo(
    () => ({ query: pending ?? query, stale: pending !== null, go }),
    [pending, query, go],
  );
  return <SearchNavigationContext.Provider value={value}>{children}</SearchNavigationContext.Provider>;
}

/**
 * The search navigation of the page; outside a search page, a page load of the changed search. It
 * reads only its own context: a search page has hundreds of links, and React Router's navigate hook
 * in each made every one of them render again whenever the router's state changed.
 */
export function useSearchNavigation(query: SearchQuery): SearchNavigation {
  const context = useContext(SearchNavigationContext);
  return (
    context ?? {
      query,
      stale: false,
      go: (change) => window.location.assign(buildSearchUrl(change(query))),
    }
  );
}
