import { Link } from "react-router";
import { clearFilters, filterPills, removeFilter } from "../../../modules/search/facet-rules.ts";
import type { SearchQuery } from "../../../modules/search/types.ts";
import { buildSearchUrl } from "../../../modules/search/url-grammar.ts";

/** The chosen filters as pills (at most 21), each removable, and 'Clear all'. */
export function FilterPills({ query }: { query: SearchQuery }) {
  const pills = filterPills(query);
  if (pills.length === 0) return null;
  return (
    <ul className="search-pills" aria-label="Selected filters">
      {pills.map(({ field, value }) => (
        <li key={`${field}:${value}`}>
          <Link
            to={buildSearchUrl(removeFilter(query, field, value))}
            preventScrollReset
            className="search-pill"
            aria-label={`Remove ${value}`}
          >
            {value}
            <span className="search-pill-remove" aria-hidden="true">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={buildSearchUrl(clearFilters(query))} preventScrollReset className="search-pills-clear">
          Clear all
        </Link>
      </li>
    </ul>
  );
}
