import { ReturnFlow } from "../components/returns/return-flow.tsx";
import { loadReturnFlow, type ReturnFlowReply, returnFlowAction } from "../lib/returns/return-flow.server.ts";
import type { Route } from "./+types/return";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReturnFlow(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return returnFlowAction(request, context);
}

/** The spec names no title for the flow: 'Return Items' (ours). */
export function meta() {
  return [{ title: "Return Items" }, { name: "robots", content: "noindex" }];
}

/** /return: the returns flow, SELECT_RETURN_ITEMS to DONE. */
export default function Return({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnFlow data={loaderData} reply={actionData as ReturnFlowReply | undefined} />;
}
