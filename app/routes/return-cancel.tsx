import { useLocation } from "react-router";
import { CancelReturnPage } from "../components/returns/cancel-return-page.tsx";
import {
  type CancelReturnReply,
  cancelReturnAction,
  loadCancelReturn,
} from "../lib/returns/cancel-return-page.server.ts";
import { returnsAreaOf, returnsPageTitle } from "../lib/returns/return-paths.ts";
import type { Route } from "./+types/return-cancel";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCancelReturn(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return cancelReturnAction(request, context);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: returnsPageTitle(returnsAreaOf(location.pathname), "cancel") },
    { name: "robots", content: "noindex" },
  ];
}

/** /return/cancel?rmaNumber= and /my-return/cancel?rmaNumber=: call off a return before the carrier has it. */
export default function ReturnCancel({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <CancelReturnPage
      data={loaderData}
      area={returnsAreaOf(location.pathname)}
      reply={actionData as CancelReturnReply | undefined}
    />
  );
}
