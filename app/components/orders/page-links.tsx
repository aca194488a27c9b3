import { Link } from "react-router";

/** How many page numbers show either side of the current one. */
const AROUND = 2;

/**
 * A list's page links (?page=N): previous, the pages around this one, next. `pathOf` makes a page's
 * address (the order history keeps its query in it).
 */
export function PageLinks({
  pathOf,
  label,
  pageNum,
  totalPages,
}: {
  pathOf: (page: number) => string;
  /** The navigation's name ('Order pages'). */
  label: string;
  pageNum: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(pageNum, totalPages) - AROUND);
  const last = Math.min(totalPages, Math.max(pageNum, 1) + AROUND);
  const pages = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  const to = pathOf;
  return (
    <nav className="order-pages" aria-label={label}>
      <p>
        Page {Math.min(pageNum, totalPages)} of {totalPages}
      </p>
      <ul>
        {pageNum > 1 && (
          <li>
            <Link to={to(Math.min(pageNum - 1, totalPages))} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={to(page)}
              aria-current={page === pageNum ? "page" : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </Link>
          </li>
        ))}
        {pageNum < totalPages && (
          <li>
            <Link to={to(pageNum + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
