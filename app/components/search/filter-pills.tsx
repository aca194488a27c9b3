import { clearFilters, filterPills, removeFilter } from "../../../modules/search/facet-rules.ts";
import type { SearchQuery } from "../../../modules/search/types.ts";
import { useSearchNavigation } from "../../lib/search/search-navigation.tsx";
import { SearchLink } from "./search-link.tsx";

/** The chosen filters as pills (at most 21), each removable, and 'Clear all'. */
export function FilterPills({ query }: { query: SearchQuery }) {
  // The pills of the search asked for: a chosen facet shows its pill before its results come.
  const pills = filterPills(useSearchNavigation(query).query);
  if (pills.length === 0) return null;
  return (
    <ul className="search-pills" aria-label="Selected filters">
      {pills.map(({ field, value }) => (
        <li key={`${field}:${value}`}>
          <SearchLink
            query={query}
            change={(asked) => removeFilter(asked, field, value)}
            className="search-pill"
            aria-label={`Remove ${value}`}
          >
            {value}
            <span className="search-pill-remove" aria-hidden="true">
              ×
            </span>
          </SearchLink>
        </li>
      ))}
      <li>
        <SearchLink query={query} change={clearFilters} className="search-pills-clear">
          Clear all
        </SearchLink>
      </li>
    </ul>
  );
}
