import type { AppLoadContext } from "react-router";
import { getReturnConfirmation, type NewReturn } from "../../../modules/returns/index.server.ts";
import { RETURN_ANSWERS } from "../../../modules/returns/index.ts";
import { labelHrefOf, shownReturn } from "./shown-return.server.ts";

/** The flow's last step (spec 2: DONE): what the shopper needs to send the box back. */
export interface ReturnDone {
  /** Spec 2's success words: 'Your return is confirmed'. */
  message: string;
  rmaNumber: string;
  labelTitle: string;
  carrier: string;
  trackingNumber: string;
  /** The label to print now, or null when it is posted (MAIL). */
  labelHref: string | null;
  /** A UPS pick-up's day ('Wednesday, Mar 11'). */
  pickupDateText: string | null;
  /** What the items are owed back, in cents, once they are received. */
  refundCents: number;
}

/** DONE for a return just submitted, read back as the customer's (its label's address by the marketplace), with the refund to expect. */
export async function returnDone(
  context: AppLoadContext,
  customerId: number,
  created: NewReturn,
): Promise<ReturnDone> {
  const { view, expectedRefundCents } = await getReturnConfirmation(
    context.db,
    context.marketplaces,
    customerId,
    created.rmaNumber,
  );
  const shown = shownReturn(view, context.marketplace);
  return {
    message: RETURN_ANSWERS.confirmed,
    rmaNumber: view.rmaNumber,
    labelTitle: shown.labelTitle,
    carrier: view.carrier,
    trackingNumber: view.trackingNumber,
    labelHref: labelHrefOf(view, context.marketplace),
    pickupDateText: shown.pickupDateText,
    refundCents: expectedRefundCents,
  };
}
