import { withoutMarty } from "../../modules/core/index.ts";
import { CheckoutPage } from "../components/checkout/checkout-page.tsx";
import {
  type CheckoutPageReply,
  checkoutAction,
  loadCheckoutPage,
  STEP_NUMBERS,
} from "../lib/checkout/checkout-page.server.ts";
import type { Route } from "./+types/checkout";

/** The step a checkout path shows (spec 2 section 2); the base path is the initiate step. */
function stepOf(pathname: string): number {
  const step = withoutMarty(pathname)
    .replace(/^\/checkout\/?/, "")
    .replace(/\/$/, "");
  switch (step) {
    case "spc":
      return STEP_NUMBERS.spc;
    case "address":
      return STEP_NUMBERS.shippingAddressList;
    case "shipoption":
      return STEP_NUMBERS.shipOption;
    case "billing":
      return STEP_NUMBERS.billingList;
    default:
      return STEP_NUMBERS.initiate;
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, stepOf(new URL(request.url).pathname));
}

export function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

export function meta() {
  return [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
}

/** /checkout and its list steps: the single page checkout (spc), the default. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} reply={actionData as CheckoutPageReply | undefined} />;
}
