import { AddressFields } from "../components/addresses/address-form.tsx";
import { ExchangeFrame } from "../components/exchange/exchange-frame.tsx";
import type { AddressFormReply } from "../lib/addresses/address-pages.server.ts";
import {
  exchangeAddressFormAction,
  loadExchangeAddressForm,
} from "../lib/exchange/exchange-address-pages.server.ts";
import { EXCHANGE_PATHS, exchangeUrl } from "../lib/exchange/exchange-paths.ts";
import type { Route } from "./+types/exchange-address-form";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadExchangeAddressForm(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return exchangeAddressFormAction(request, context);
}

export function meta() {
  return [{ title: "Exchange" }, { name: "robots", content: "noindex" }];
}

/**
 * /exchange/address/new (step 14) and /exchange/address/edit?addressId=N (step 15): the account's
 * address form inside the exchange; saved, the replacement ships to it.
 */
export default function ExchangeAddressForm({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as AddressFormReply | undefined;
  const { step, editing, address, choices } = loaderData;
  return (
    <ExchangeFrame step={step} heading={editing ? "Edit Address" : "Add New Address"}>
      <AddressFields
        key={address?.addressId ?? "new"}
        address={address}
        lastResult={reply?.result}
        check={reply?.check ?? null}
        cancelTo={exchangeUrl(EXCHANGE_PATHS.addresses, choices)}
      />
    </ExchangeFrame>
  );
}
