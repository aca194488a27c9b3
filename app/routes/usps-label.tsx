import { ReturnLabel } from "../components/returns/return-label.tsx";
import { loadReturnLabel } from "../lib/returns/return-label-page.server.ts";
import type { Route } from "./+types/usps-label";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReturnLabel(request, context, { usps: true });
}

export function meta() {
  return [{ title: "Return Label" }, { name: "robots", content: "noindex" }];
}

/** /uspsLabelDisplay?rmaNumber=: a USPS return's label, while the shipping handler flag is off (spec 2). */
export default function UspsLabel({ loaderData }: Route.ComponentProps) {
  return <ReturnLabel {...loaderData} />;
}
