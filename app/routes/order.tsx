import { useLocation } from "react-router";
import { OrderInformation } from "../components/orders/order-information.tsx";
import { loadOrderPage, orderPageAction, type PaymentUpdateReply } from "../lib/orders/order-page.server.ts";
import { areaOf, orderPageTitle } from "../lib/orders/order-paths.ts";
import type { Route } from "./+types/order";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderPage(request, context, params.orderId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return orderPageAction(request, context, params.orderId);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: orderPageTitle(areaOf(location.pathname), "order") },
    { name: "robots", content: "noindex" },
  ];
}

/** /orders/{orderId} ('Order Information') and /my-orders/{orderId} ('My Orders'). */
export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <OrderInformation
      data={loaderData}
      area={areaOf(location.pathname)}
      reply={actionData as PaymentUpdateReply | undefined}
    />
  );
}
