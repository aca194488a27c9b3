import { Link } from "react-router";
import { withPage } from "../../../modules/search/facet-rules.ts";
import type { SearchQuery } from "../../../modules/search/types.ts";
import { buildSearchUrl } from "../../../modules/search/url-grammar.ts";
import { pageWindow } from "./page-window.ts";

/** Previous, page numbers and next, as links to /page/{n}; nothing when there is one page. */
export function Pagination({ query, pageCount }: { query: SearchQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { page } = query;
  const urlOf = (n: number) => buildSearchUrl(withPage(query, n));
  return (
    <nav aria-label="Pagination" className="search-pagination">
      <ul>
        {page > 0 && (
          <li>
            <Link to={urlOf(page - 1)} rel="prev" className="search-page-step">
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="search-page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={urlOf(n)}
                className="search-page-number"
                aria-label={`Page ${n + 1}`}
                aria-current={n === page ? "page" : undefined}
              >
                {n + 1}
              </Link>
            </li>
          ),
        )}
        {page < pageCount - 1 && (
          <li>
            <Link to={urlOf(page + 1)} rel="next" className="search-page-step">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
