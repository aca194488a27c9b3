import { ExchangePage } from "../components/exchange/exchange-page.tsx";
import {
  type ExchangeReply,
  exchangeAction,
  loadExchangePage,
} from "../lib/exchange/exchange-page.server.ts";
import type { Route } from "./+types/exchange";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadExchangePage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return exchangeAction(request, context);
}

/** The spec names no title for the exchange pages: 'Exchange' (ours). */
export function meta() {
  return [{ title: "Exchange" }, { name: "robots", content: "noindex" }];
}

/** /exchange?itemUniqueId=… (step 50, exchange_selection_step) and /exchange?exchangeOrderId=… (done). */
export default function Exchange({ loaderData, actionData }: Route.ComponentProps) {
  return <ExchangePage data={loaderData} reply={actionData as ExchangeReply | undefined} />;
}
