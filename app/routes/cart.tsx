import { CartPage } from "../components/cart/cart-page.tsx";
import { cartPageAction, loadCartPage } from "../lib/cart/cart-page.server.ts";
import type { Route } from "./+types/cart";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `My ${data?.cartName ?? "Bag"}` }, { name: "robots", content: "noindex" }];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage data={loaderData} actionError={actionData?.error ?? null} />;
}
