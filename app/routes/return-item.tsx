import { ReturnItemPage } from "../components/returns/return-item-page.tsx";
import {
  loadReturnItem,
  type ReturnItemReply,
  returnItemAction,
} from "../lib/returns/return-item-page.server.ts";
import type { Route } from "./+types/return-item";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReturnItem(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return returnItemAction(request, context);
}

export function meta() {
  return [{ title: "Return Item" }, { name: "robots", content: "noindex" }];
}

/** /return-item?itemUniqueId= ('Return Item'): one item's return in one page. */
export default function ReturnItem({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnItemPage data={loaderData} reply={actionData as ReturnItemReply | undefined} />;
}
