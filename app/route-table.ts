/**
 * The page routes of the store as plain data: path (relative, without a leading slash) and
 * module file. `routes.ts` declares them twice, once plainly and once under /marty.
 * Routes of features not built yet are not here: their paths answer 404 until they are.
 */
export interface PageRoute {
  /** Route id, unique; the /marty copy gets the prefix 'marty-'. */
  id: string;
  /** undefined for the index route. */
  path?: string;
  file: string;
}

export const pageRoutes: readonly PageRoute[] = [
  { id: "home", file: "routes/home.tsx" },
  { id: "cart", path: "cart", file: "routes/cart.tsx" },
  { id: "error-status", path: "error/:statusToSend", file: "routes/error-status.tsx" },
  { id: "broken-page", path: "broken-page", file: "routes/broken-page.tsx" },
  // Everything else, including /product, /p and unknown /c/* pages, is not found.
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

export const MARTY_PREFIX = "marty";
