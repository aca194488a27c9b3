import { type AppLoadContext, data } from "react-router";
import { ADDRESS_ANSWERS, getAddress } from "../../../modules/addresses/index.server.ts";
import { ADDRESS_ID } from "../../../modules/addresses/index.ts";
import { isAppError } from "../../../modules/core/index.ts";
import type { AddressSnapshot } from "../../../modules/orders/index.server.ts";
import {
  type ExchangePreview,
  previewExchange,
  type ReturnServices,
} from "../../../modules/returns/index.server.ts";
import { RETURN_ANSWERS } from "../../../modules/returns/index.ts";
import { STEP_NUMBERS } from "../checkout/checkout-page.server.ts";

/**
 * Spec 2 gives the exchange pages checkout's step numbers 14, 15, 16 and 50 (spec 3: "checkout step
 * numbers ... used by the exchange flow"): each exchange page takes the number of the checkout page
 * of its kind. The pages mark it as a data attribute only, as checkout does.
 */
export const EXCHANGE_STEPS = {
  /** /exchange: the item, its replacement, the review and the confirmation on one page (spc, 50). */
  exchange: STEP_NUMBERS.spc,
  /** /exchange/address: the saved addresses to ship to (shipping address list, 16). */
  addresses: STEP_NUMBERS.shippingAddressList,
  /** /exchange/address/new (new shipping address, 14). */
  newAddress: STEP_NUMBERS.newShippingAddress,
  /** /exchange/address/edit?addressId=N (edit shipping address, 15). */
  editAddress: STEP_NUMBERS.editShippingAddress,
} as const;

/** An item, exchange or address that is not the signed-in customer's: the 404 page, never 403. */
export function exchangeNotFound(message: string = RETURN_ANSWERS.itemNotFound): never {
  throw data({ message }, { status: 404 });
}

/**
 * The item's exchange as the signed-in customer may see it (previewExchange: eligibility, the
 * choices, the original address); an item that is not theirs, or no item, is not found.
 */
export async function exchangePreviewFor(
  context: AppLoadContext,
  customerId: number,
  itemUniqueId: string | undefined,
): Promise<ExchangePreview> {
  if (itemUniqueId === undefined) exchangeNotFound();
  try {
    return await previewExchange(context.db, customerId, itemUniqueId, context.now());
  } catch (error) {
    if (isAppError(error) && error.status === 404) exchangeNotFound(error.message);
    throw error;
  }
}

/** A saved address of the customer's as the exchange order's shipping address (as the exchange API builds it). */
export async function savedShipTo(
  context: AppLoadContext,
  customerId: number,
  addressId: number,
): Promise<AddressSnapshot> {
  const { isPrimary: _primary, ...address } = await getAddress(context.db, customerId, addressId);
  return address;
}

/** The chosen saved address for a page: no id, or one that is not the customer's (or deleted), is not found. */
export async function chosenShipTo(
  context: AppLoadContext,
  customerId: number,
  addressId: string,
): Promise<AddressSnapshot> {
  if (!ADDRESS_ID.test(addressId)) exchangeNotFound(ADDRESS_ANSWERS.notFound);
  try {
    return await savedShipTo(context, customerId, Number(addressId));
  } catch (error) {
    if (isAppError(error)) exchangeNotFound(ADDRESS_ANSWERS.notFound);
    throw error;
  }
}

/** What submitExchange needs, from the request's context: its failures go to this request's log. */
export const exchangeServices = (context: AppLoadContext): ReturnServices => ({
  db: context.db,
  marketplaces: context.marketplaces,
  mailDispatcher: context.mailDispatcher,
  logger: context.log,
});
