import type { ReactNode } from "react";
import type { SearchQuery } from "../../../modules/search/types.ts";
import { buildSearchUrl } from "../../../modules/search/url-grammar.ts";
import { type SearchChange, useSearchNavigation } from "../../lib/search/search-navigation.tsx";
import { isPlainClick } from "../layout/plain-link.tsx";

interface SearchLinkProps {
  /** The search the page shows. */
  query: SearchQuery;
  change: SearchChange;
  children: ReactNode;
  className?: string;
  rel?: string;
  "aria-label"?: string;
  "aria-current"?: "true";
  "data-kind"?: string;
}

/**
 * A link to a change of the search. Without JavaScript it is a plain link to the changed page;
 * with it, a click applies the change to the latest search asked for (see SearchNavigationProvider).
 * A plain anchor, not a router Link: the click is its own, and a page has hundreds of them.
 */
export function SearchLink({ query, change, children, ...attributes }: SearchLinkProps) {
  const navigation = useSearchNavigation(query);
  return (
    <a
      href={buildSearchUrl(change(navigation.query))}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigation.go(change);
      }}
      {...attributes}
    >
      {children}
    </a>
  );
}
