import { redirect } from "react-router";
import { isShareToken, sharePath } from "../../modules/lists/index.ts";
import { ListPage } from "../components/favorites/list-page.tsx";
import { loadListPage } from "../lib/favorites/favorites-page.server.ts";
import type { Route } from "./+types/account-favorites-list";

/** /account/favorites/{listId} and /collection/{listId}; a collection link holding a share token opens the shared list. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = params.listId ?? "";
  if (isShareToken(id) && new URL(request.url).pathname.includes("/collection/"))
    throw redirect(sharePath(id));
  return loadListPage(request, context, id);
}

export function meta() {
  return [{ title: "Your Lists" }, { name: "robots", content: "noindex" }];
}

/** One of the customer's lists (sign-in required). */
export default function AccountFavoritesList({ loaderData }: Route.ComponentProps) {
  return <ListPage list={loaderData.list} page={loaderData.page} shareUrl={loaderData.shareUrl} />;
}
