import { ReturnLabel } from "../components/returns/return-label.tsx";
import { loadReturnLabel } from "../lib/returns/return-label-page.server.ts";
import type { Route } from "./+types/return-label";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReturnLabel(request, context);
}

export function meta() {
  return [{ title: "Return Label" }, { name: "robots", content: "noindex" }];
}

/** /returnLabel?rmaNumber= (spec 2's configured return label path): a return's printable label. */
export default function ReturnLabelPage({ loaderData }: Route.ComponentProps) {
  return <ReturnLabel {...loaderData} />;
}
