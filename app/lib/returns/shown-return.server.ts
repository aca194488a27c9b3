import { formatPromise } from "../../../modules/checkout/index.ts";
import type { Marketplace } from "../../../modules/marketplace/index.ts";
import type {
  ContractView,
  ReturnableItemView,
  ReturnItemView,
  ReturnView,
} from "../../../modules/returns/index.server.ts";
import { labelPath, TRANSPORT_OPTIONS } from "../../../modules/returns/index.ts";
import { uspsLabelPath } from "./return-paths.ts";

/**
 * A return as its pages show it: only what they print (no Dates, no internal ids beyond the ones
 * in its links), so the page's hydration data holds nothing the page does not show.
 */

/** An item as the returns pages show it: its picture, brand, name, colour and size. */
export interface ShownReturnItem {
  itemUniqueId: string;
  orderId: string;
  brandName: string;
  productName: string;
  color: string;
  size: string;
  width: string | null;
  imageUrl: string;
}

/** An item the customer might return: may it go back now, and if not, the words why. */
export interface StartableItem extends ShownReturnItem {
  placedAtText: string;
  eligible: boolean;
  /** The item is in a return already (its page links to that return). */
  inOpenReturn: boolean;
  ineligibleWords: string | null;
}

export interface ShownContract {
  contractId: string;
  reasonWords: string;
  state: ContractView["state"];
  refundCardCents: number;
  refundGiftCardCents: number;
  item: ShownReturnItem;
}

export interface ShownReturn {
  rmaNumber: string;
  createdAtText: string;
  statusWords: string;
  trackingWords: string;
  /** How the box travels: the transport option's title ('Print a label'). */
  labelTitle: string;
  carrier: string;
  trackingNumber: string;
  /** A pick-up's day as the shopper reads it ('Wednesday, Mar 11'). */
  pickupDateText: string | null;
  /** Where its label prints, when the customer prints one; null for a posted label or a cancelled return. */
  labelHref: string | null;
  /** The label is to be posted (MAIL) and the return still waits: /create-label may print one now. */
  labelMailed: boolean;
  cancellable: boolean;
  refunded: boolean;
  /** An exchange's return: the replacement's order, and no refund. */
  exchangeOrderId: string | null;
  refundCardCents: number;
  refundGiftCardCents: number;
  contracts: ShownContract[];
}

export const shownItem = (item: ReturnItemView): ShownReturnItem => ({
  itemUniqueId: item.itemUniqueId,
  orderId: item.orderId,
  brandName: item.brandName,
  productName: item.productName,
  color: item.color,
  size: item.size,
  width: item.width,
  imageUrl: item.imageUrl,
});

export const startableItem = (item: ReturnableItemView): StartableItem => ({
  ...shownItem(item),
  placedAtText: item.placedAtText,
  eligible: item.eligible,
  inOpenReturn: item.ineligibleReason === "return-open",
  ineligibleWords: item.ineligibleWords,
});

export const shownContract = (contract: ContractView): ShownContract => ({
  contractId: contract.contractId,
  reasonWords: contract.reasonWords,
  state: contract.state,
  refundCardCents: contract.refundCardCents,
  refundGiftCardCents: contract.refundGiftCardCents,
  item: shownItem(contract.item),
});

/**
 * Where a return's label prints: a USPS (ANY_CARRIER) label on /uspsLabelDisplay while the
 * marketplace's shipping handler flag is off, every other printable label on /returnLabel.
 */
export function labelHrefOf(view: ReturnView, marketplace: Marketplace): string | null {
  if (!view.printable) return null;
  return view.labelType === "ANY_CARRIER" && !marketplace.features.returnShippingHandler
    ? uspsLabelPath(view.rmaNumber)
    : labelPath(view.rmaNumber);
}

export function shownReturn(view: ReturnView, marketplace: Marketplace): ShownReturn {
  const kept = view.contracts.filter((contract) => contract.state !== "cancelled");
  return {
    rmaNumber: view.rmaNumber,
    createdAtText: view.createdAtText,
    statusWords: view.statusWords,
    trackingWords: view.trackingWords,
    labelTitle: TRANSPORT_OPTIONS[view.labelType].title,
    carrier: view.carrier,
    trackingNumber: view.trackingNumber,
    pickupDateText: view.pickupDate ? formatPromise(view.pickupDate) : null,
    labelHref: labelHrefOf(view, marketplace),
    labelMailed: view.labelType === "MAIL" && view.trackingStatus === "DROPOFF_PENDING",
    cancellable: view.cancellable,
    refunded: view.trackingStatus === "REFUNDED",
    exchangeOrderId: view.exchangeOrderId,
    refundCardCents: kept.reduce((sum, contract) => sum + contract.refundCardCents, 0),
    refundGiftCardCents: kept.reduce((sum, contract) => sum + contract.refundGiftCardCents, 0),
    contracts: view.contracts.map(shownContract),
  };
}
