import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { normaliseOrderId } from "../../modules/orders/index.ts";
import { RETURN_FORM_MESSAGES, ReturnStartQuery } from "../../modules/returns/forms.ts";
import { startReturnPath } from "../lib/returns/return-paths.ts";
import type { Route } from "./+types/return-initiate";

/**
 * /returnInitiate?orderId=&itemUniqueId= (spec 2): the order page's way into the returns flow, sent
 * on (303) to /return with the same query, its ids checked (a malformed one is the 400 page) and
 * nothing else carried. /return checks that they are the customer's.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = parseWithZod(new URL(request.url).searchParams, { schema: ReturnStartQuery });
  if (query.status !== "success") throw data({ message: RETURN_FORM_MESSAGES.item }, { status: 400 });
  const { orderId, itemUniqueId } = query.value;
  throw redirect(
    startReturnPath({ orderId: orderId === undefined ? undefined : normaliseOrderId(orderId), itemUniqueId }),
    303,
  );
}

export default function ReturnInitiate() {
  return null;
}
