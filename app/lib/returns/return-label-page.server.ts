import type { AppLoadContext } from "react-router";
import { code128Svg } from "../../../modules/returns/index.server.ts";
import type { ReturnLabelProps } from "../../components/returns/return-label-types.ts";
import { customersReturn, returnNotFound } from "./return-access.server.ts";

const LABEL_DATE = new Intl.DateTimeFormat("en-US", {
  // The store's time zone, as every date of the orders and returns pages.
  timeZone: "America/New_York",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/**
 * /returnLabel?rmaNumber= ('Return Label'): the printable label of one of the signed-in customer's
 * returns: its addresses, carrier, the tracking and RMA numbers with their Code 128 barcodes, and
 * the items still in it. Another's return, a posted label (MAIL) or a cancelled return: 404. With
 * `usps`, /uspsLabelDisplay: a USPS (ANY_CARRIER) return's label only, and only while the
 * marketplace's shipping handler flag is off.
 */
export async function loadReturnLabel(
  request: Request,
  context: AppLoadContext,
  options: { usps: boolean } = { usps: false },
): Promise<ReturnLabelProps> {
  if (options.usps && context.marketplace.features.returnShippingHandler) returnNotFound();
  const { view } = await customersReturn(request, context);
  if (!view.printable) returnNotFound();
  if (options.usps && view.labelType !== "ANY_CARRIER") returnNotFound();
  const store = context.marketplaces.find((m) => m.subsiteId === view.marketplace) ?? context.marketplace;
  return {
    storeName: store.name,
    rmaNumber: view.rmaNumber,
    labelType: view.labelType,
    carrier: view.carrier,
    trackingNumber: view.trackingNumber,
    from: view.fromAddress,
    to: view.toAddress,
    items: view.contracts
      .filter((contract) => contract.state !== "cancelled")
      .map(({ item }) => ({
        itemUniqueId: item.itemUniqueId,
        brandName: item.brandName,
        productName: item.productName,
        color: item.color,
        size: item.size,
        width: item.width,
      })),
    createdOn: LABEL_DATE.format(view.createdAt),
    rmaBarcodeSvg: code128Svg(view.rmaNumber),
    trackingBarcodeSvg: code128Svg(view.trackingNumber),
  };
}
