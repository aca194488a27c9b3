import { type AppLoadContext, redirect } from "react-router";
import { listAddresses } from "../../../modules/addresses/index.server.ts";
import { formatPhone } from "../../../modules/addresses/index.ts";
import type { AddressSnapshot } from "../../../modules/orders/index.server.ts";
import { type ExchangeChoices, exchangeChoicesOf } from "../../../modules/returns/forms.ts";
import { addressFormData, type ShownAddress, submitAddressForm } from "../addresses/address-pages.server.ts";
import { requireCustomer } from "../auth.server.ts";
import { withoutMarty } from "../paths.ts";
import { EXCHANGE_STEPS, exchangePreviewFor } from "./exchange-access.server.ts";
import { EXCHANGE_PATHS, exchangeUrl } from "./exchange-paths.ts";

/**
 * The exchange's address steps (spec 2: /exchange/address, /exchange/address/new and
 * /exchange/address/edit): where the replacement ships. The list is the customer's saved
 * addresses; the forms are the account's address form (the same schema, address check and
 * refusals, as checkout's address steps use it). Choosing or saving an address goes back to
 * /exchange with it as `addressId` and the other choices carried in the query.
 */

/** /exchange/address: the saved addresses, and the order's own address when it is no longer saved. */
export interface ExchangeAddressListData {
  step: number;
  choices: ExchangeChoices;
  item: { name: string };
  addresses: ShownAddress[];
  /** The order's shipping address, offered apart when it is not one of the saved addresses. */
  original: AddressSnapshot | null;
  /** The address chosen now: a saved address's id, or '' for the order's own. */
  chosen: string;
}

/** The signed-in customer and the exchange's choices; an item that is not theirs is not found. */
async function exchangeOf(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const choices = exchangeChoicesOf(new URL(request.url).searchParams);
  const preview = await exchangePreviewFor(context, customerId, choices.itemUniqueId);
  return { customerId, choices, preview };
}

/** /exchange/address?itemUniqueId=…: where the replacement may ship. */
export async function loadExchangeAddresses(
  request: Request,
  context: AppLoadContext,
): Promise<ExchangeAddressListData> {
  const { customerId, choices, preview } = await exchangeOf(request, context);
  const addresses = (await listAddresses(context.db, customerId)).map((address) => ({
    ...address,
    phoneShown: formatPhone(address.primaryVoiceNumber, address.countryCode),
  }));
  const shipTo = preview.shipTo;
  const saved = shipTo !== null && addresses.some((address) => address.addressId === shipTo.addressId);
  const { line } = preview.candidate;
  return {
    step: EXCHANGE_STEPS.addresses,
    choices,
    item: { name: `${line.brandName} ${line.productName}` },
    addresses,
    original: saved ? null : shipTo,
    chosen: choices.addressId ?? (saved ? String(shipTo.addressId) : ""),
  };
}

/** Whether the path is the edit step (with or without /marty, in any case). */
const isEditStep = (url: URL) => /\/edit\/?$/i.test(withoutMarty(url.pathname));

/** The address an edit step changes: `?addressId=N` ('' when missing, which is not found). */
const editedAddressId = (url: URL) =>
  isEditStep(url) ? (url.searchParams.get("addressId") ?? "") : undefined;

/** /exchange/address/new and /exchange/address/edit?addressId=N: the address form, empty or filled. */
export async function loadExchangeAddressForm(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { customerId, choices } = await exchangeOf(request, context);
  const editing = isEditStep(url);
  // On the edit step `addressId` names the address edited, not the one chosen to ship to.
  const { addressId: _edited, ...carried } = choices;
  return {
    step: editing ? EXCHANGE_STEPS.editAddress : EXCHANGE_STEPS.newAddress,
    editing,
    choices: editing ? carried : choices,
    ...(await addressFormData(context, customerId, editedAddressId(url))),
  };
}

/** POST of an address step: the address saved (or the form again), then /exchange shipping to it (303). */
export async function exchangeAddressFormAction(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { customerId, choices } = await exchangeOf(request, context);
  return submitAddressForm(request, context, customerId, editedAddressId(url), ({ addressId }) =>
    redirect(exchangeUrl(EXCHANGE_PATHS.exchange, { ...choices, addressId: String(addressId) }), 303),
  );
}
