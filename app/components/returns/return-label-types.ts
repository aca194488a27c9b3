import type { PostalAddress } from "../../../modules/addresses/index.ts";
import type { ProductLine } from "../../../modules/catalog/index.ts";

/*
 * What a printed return label shows, as plain types: the returns pages' loaders (server code) build
 * it, and ReturnLabel (return-label.tsx) draws it.
 */

/** A postal address as the label prints it: the customer's (FROM) or the returns centre's (SHIP TO). */
export type LabelAddress = PostalAddress;

/** One item in the box, as the label lists it: the product line's words for it. */
export interface LabelItem
  extends Pick<ProductLine, "brandName" | "productName" | "color" | "size" | "width"> {
  itemUniqueId: string;
}

/** A return contract's label: its addresses, carrier and tracking, RMA number, items and barcodes. */
export interface ReturnLabelProps {
  /** The marketplace's name, e.g. "Zappos". */
  storeName: string;
  /** The return contract's RMA number, e.g. "RMA-1234567890". */
  rmaNumber: string;
  /** One of spec 2's return label types: PRINT, EMAIL, UPS_LABELLESS, MAIL, UPS_PICKUP, ANY_CARRIER, UPS_PACKAGELESS, WFM_PACKAGELESS. */
  labelType: string;
  /** The carrier that takes the box, e.g. "UPS". */
  carrier: string;
  trackingNumber: string;
  /** The customer. */
  from: LabelAddress;
  /** The store's returns centre. */
  to: LabelAddress;
  items: readonly LabelItem[];
  /** The label's date, already formatted. */
  createdOn: string;
  /** code128Svg(rmaNumber): trusted server output. */
  rmaBarcodeSvg: string;
  /** code128Svg(trackingNumber): trusted server output. */
  trackingBarcodeSvg: string;
}
