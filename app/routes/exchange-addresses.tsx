import { ExchangeAddressList } from "../components/exchange/exchange-address-list.tsx";
import { ExchangeFrame } from "../components/exchange/exchange-frame.tsx";
import { loadExchangeAddresses } from "../lib/exchange/exchange-address-pages.server.ts";
import type { Route } from "./+types/exchange-addresses";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadExchangeAddresses(request, context);
}

export function meta() {
  return [{ title: "Exchange" }, { name: "robots", content: "noindex" }];
}

/** /exchange/address?itemUniqueId=… (step 16): the saved addresses the replacement may ship to. */
export default function ExchangeAddresses({ loaderData }: Route.ComponentProps) {
  return (
    <ExchangeFrame step={loaderData.step} heading="Choose a shipping address">
      <ExchangeAddressList data={loaderData} />
    </ExchangeFrame>
  );
}
