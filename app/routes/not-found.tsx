import { data } from "react-router";
import { withoutMarty } from "../../modules/core/index.ts";
import { SearchPage } from "../components/search/search-page.tsx";
import { loadSearchPage } from "../lib/search/search-page.server.ts";
import { searchPageMeta } from "../lib/search/search-page-data.ts";
import type { Route } from "./+types/not-found";

/**
 * Any path no page claims: the 404 page, with status 404. Paths ending in .zso are search
 * landing pages (spec 1, "Routes"): a route cannot match a suffix, so they arrive here.
 */
export function loader(args: Route.LoaderArgs) {
  if (!withoutMarty(new URL(args.request.url).pathname).endsWith(".zso")) throw data(null, { status: 404 });
  return loadSearchPage(args);
}

export function meta({ data }: Route.MetaArgs) {
  return searchPageMeta(data);
}

export default function NotFoundOrLanding({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
