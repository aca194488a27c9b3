import { itemWords, labelPath, type ReturnMailItem, type ReturnMailStore } from "./return-mails.ts";
import { type LabelType, TRANSPORT_OPTIONS } from "./rules.ts";

/** The exchange's confirmation (our words): the replacement on its way, and the label to send the item back. */
export function exchangeConfirmedMail(input: {
  store: ReturnMailStore;
  exchangeOrderId: string;
  rmaNumber: string;
  trackingNumber: string;
  labelType: LabelType;
  returned: ReturnMailItem;
  replacement: ReturnMailItem;
}): { subject: string; text: string } {
  const option = TRANSPORT_OPTIONS[input.labelType];
  const label = option.printable
    ? `Print your return label: ${input.store.baseUrl}${labelPath(input.rmaNumber)}`
    : "We are posting a printed return label to you; it arrives in 5 to 7 business days.";
  return {
    subject: `Your exchange is confirmed (order ${input.exchangeOrderId})`,
    text: [
      "Your exchange is confirmed. There is nothing to pay.",
      "",
      `On its way to you: ${itemWords(input.replacement)} (order ${input.exchangeOrderId}).`,
      `Send back: ${itemWords(input.returned)} (RMA number ${input.rmaNumber}).`,
      "",
      `${option.title}: ${option.description}`,
      `Return tracking number: ${input.trackingNumber}`,
      label,
      "",
      `See your order: ${input.store.baseUrl}/orders/${input.exchangeOrderId}`,
      `Thank you for shopping with ${input.store.name}.`,
    ].join("\n"),
  };
}
