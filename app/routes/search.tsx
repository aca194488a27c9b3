import { PageError } from "../components/page-error.tsx";
import { SearchPage } from "../components/search/search-page.tsx";
import { loadSearchPage } from "../lib/search/search-page.server.ts";
import { searchPageMeta } from "../lib/search/search-page-data.ts";
import type { Route } from "./+types/search";

/** /search?term=, /search/{term}[/filter/...][/sort/...][/page/n], /search/{term}/{filterValue}, /search/brand/{id}. */
export function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args);
}

export function meta({ data }: Route.MetaArgs) {
  return searchPageMeta(data);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

export const ErrorBoundary = PageError;
