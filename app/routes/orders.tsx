import { useLocation } from "react-router";
import { OrderHistory } from "../components/orders/order-history.tsx";
import { loadOrderHistory } from "../lib/orders/order-history-page.server.ts";
import { areaOf, orderPageTitle } from "../lib/orders/order-paths.ts";
import type { Route } from "./+types/orders";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderHistory(request, context);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: orderPageTitle(areaOf(location.pathname), "history") },
    { name: "robots", content: "noindex" },
  ];
}

/** /orders ('Order History') and /my-orders ('My Orders'): the signed-in customer's orders. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <OrderHistory data={loaderData} area={areaOf(location.pathname)} searchKey={location.search} />;
}
