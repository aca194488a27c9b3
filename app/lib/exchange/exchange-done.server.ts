import type { AppLoadContext } from "react-router";
import { type AddressSnapshot, getOrderView } from "../../../modules/orders/index.server.ts";
import { isOrderId, normaliseOrderId } from "../../../modules/orders/index.ts";
import { findExchange, getReturnView } from "../../../modules/returns/index.server.ts";
import { labelPath, RETURN_ANSWERS, TRANSPORT_OPTIONS } from "../../../modules/returns/index.ts";
import { EXCHANGE_STEPS, exchangeNotFound } from "./exchange-access.server.ts";
import { sizeWords } from "./exchange-choices.ts";

/** The confirmed exchange (the flow's DONE): what was swapped, the new order, and how the item goes back. */
export interface ExchangeDoneData {
  view: "done";
  step: number;
  exchangeOrderId: string;
  rmaNumber: string;
  /** The return label's page, when the shopper prints it (labelPath); null for a posted label. */
  labelUrl: string | null;
  /** How the item goes back: the label type's title and what the shopper does. */
  transport: { title: string; description: string };
  pickupDate: string | null;
  returned: { name: string; color: string; sizeWords: string } | null;
  replacement: { color: string; sizeWords: string } | null;
  shipTo: AddressSnapshot | null;
}

/**
 * /exchange?exchangeOrderId=…: the customer's confirmed exchange (findExchange), its return
 * (getReturnView) and its new order (getOrderView). Another customer's, or no exchange: 404.
 */
export async function loadExchangeDone(
  context: AppLoadContext,
  customerId: number,
  asked: string,
): Promise<ExchangeDoneData> {
  const orderId = normaliseOrderId(asked);
  if (!isOrderId(orderId)) exchangeNotFound(RETURN_ANSWERS.exchangeNotFound);
  const found = await findExchange(context.db, customerId, orderId);
  if (!found) exchangeNotFound(RETURN_ANSWERS.exchangeNotFound);
  const [view, order] = await Promise.all([
    getReturnView(context.db, context.marketplaces, customerId, found.rmaNumber),
    getOrderView(context.db, { customerId }, found.exchangeOrderId, context.now()),
  ]);
  const sent = view.contracts[0]?.item;
  const line = order?.lines[0];
  const option = TRANSPORT_OPTIONS[view.labelType];
  return {
    view: "done",
    step: EXCHANGE_STEPS.exchange,
    exchangeOrderId: found.exchangeOrderId,
    rmaNumber: found.rmaNumber,
    labelUrl: view.printable ? labelPath(found.rmaNumber) : null,
    transport: { title: option.title, description: option.description },
    pickupDate: view.pickupDate,
    returned: sent
      ? { name: `${sent.brandName} ${sent.productName}`, color: sent.color, sizeWords: sizeWords(sent) }
      : null,
    replacement: line ? { color: line.color, sizeWords: sizeWords(line) } : null,
    shipTo: order?.shippingAddress ?? null,
  };
}
