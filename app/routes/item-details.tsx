import { ItemDetails } from "../components/orders/item-details.tsx";
import { loadItemDetails } from "../lib/orders/tracking-pages.server.ts";
import type { Route } from "./+types/item-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadItemDetails(request, context, params.parentOrderId, params.itemUniqueId);
}

export function meta() {
  return [{ title: "Item Details" }, { name: "robots", content: "noindex" }];
}

/** /item-details/{parentOrderId}/{itemUniqueId}/ ('Item Details'). */
export default function ItemDetailsPage({ loaderData }: Route.ComponentProps) {
  return <ItemDetails data={loaderData} />;
}
