import { SharedListPage } from "../components/favorites/list-page.tsx";
import { loadSharedListPage } from "../lib/favorites/favorites-page.server.ts";
import type { Route } from "./+types/favorites-shared";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSharedListPage(request, context, params.shareToken ?? "");
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${data.name} | Favorites` : "Favorites" }, { name: "robots", content: "noindex" }];
}

/** /favorites/{shareToken}: a shared list, read-only, for anyone with the link. */
export default function SharedFavorites({ loaderData, params }: Route.ComponentProps) {
  return (
    <SharedListPage
      name={loaderData.name}
      count={loaderData.itemCount}
      page={loaderData.page}
      basePath={`/favorites/${params.shareToken}`}
    />
  );
}
