import { CreateLabelPage } from "../components/returns/create-label-page.tsx";
import {
  type CreateLabelReply,
  createLabelAction,
  loadCreateLabel,
} from "../lib/returns/create-label-page.server.ts";
import type { Route } from "./+types/create-label";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCreateLabel(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return createLabelAction(request, context);
}

/** The spec names no title for the page: 'Print a Label' (ours). */
export function meta() {
  return [{ title: "Print a Label" }, { name: "robots", content: "noindex" }];
}

/** /create-label?rmaNumber=: a posted label printed now instead. */
export default function CreateLabel({ loaderData, actionData }: Route.ComponentProps) {
  return <CreateLabelPage data={loaderData} reply={actionData as CreateLabelReply | undefined} />;
}
