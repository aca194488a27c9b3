import { useLocation } from "react-router";
import { CancelPage } from "../components/orders/cancel-page.tsx";
import { type CancelReply, cancelAction, loadCancelPage } from "../lib/orders/cancel-page.server.ts";
import { areaOf, orderPageTitle } from "../lib/orders/order-paths.ts";
import type { Route } from "./+types/order-cancel";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCancelPage(request, context, params.orderId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return cancelAction(request, context, params.orderId);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: orderPageTitle(areaOf(location.pathname), "cancel") },
    { name: "robots", content: "noindex" },
  ];
}

/** /orders/{orderId}/cancel and /my-orders/{orderId}/cancel: cancel items that have not shipped. */
export default function OrderCancel({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <CancelPage
      data={loaderData}
      area={areaOf(location.pathname)}
      reply={actionData as CancelReply | undefined}
    />
  );
}
