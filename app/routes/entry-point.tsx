import { data } from "react-router";
import { withoutMarty } from "../../modules/core/index.ts";
import { SearchPage } from "../components/search/search-page.tsx";
import { entryPointAt } from "../lib/search/entry-points.ts";
import { loadSearchPage } from "../lib/search/search-page.server.ts";
import { searchPageMeta } from "../lib/search/search-page-data.ts";
import type { Route } from "./+types/entry-point";

/** /women, /womens, /men, /mens, /shoes, /c/shoes: a search with one filter, its own heading and canonical URL. */
export function loader(args: Route.LoaderArgs) {
  const entry = entryPointAt(withoutMarty(new URL(args.request.url).pathname));
  if (!entry) throw data(null, { status: 404 });
  return loadSearchPage(args, entry);
}

export function meta({ data }: Route.MetaArgs) {
  return searchPageMeta(data);
}

export default function EntryPoint({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
