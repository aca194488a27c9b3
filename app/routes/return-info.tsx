import { ReturnInfo } from "../components/returns/return-info.tsx";
import { loadReturnInfo } from "../lib/returns/return-info-page.server.ts";
import type { Route } from "./+types/return-info";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReturnInfo(request, context, params.contractId, params.shipmentLineItemId);
}

/** The spec names no title for the page: 'Return Information' (ours). */
export function meta() {
  return [{ title: "Return Information" }, { name: "robots", content: "noindex" }];
}

/** /return-info/{contractId}/{shipmentLineItemId}: one item of a return. */
export default function ReturnInfoPage({ loaderData }: Route.ComponentProps) {
  return <ReturnInfo data={loaderData} />;
}
