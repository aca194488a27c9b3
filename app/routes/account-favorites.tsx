import { ListsPage } from "../components/favorites/lists-page.tsx";
import { favoritesAction, loadListsPage } from "../lib/favorites/favorites-page.server.ts";
import type { Route } from "./+types/account-favorites";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListsPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return favoritesAction(request, context);
}

export function meta() {
  return [{ title: "Your Lists" }, { name: "robots", content: "noindex" }];
}

/** /account/favorites: the customer's lists (sign-in required). */
export default function AccountFavorites({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ListsPage
      lists={loaderData.lists}
      error={actionData?.error ?? null}
      createResult={actionData?.createResult ?? null}
    />
  );
}
