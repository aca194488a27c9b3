import { formatPrice } from "../catalog/index.ts";
import { type LabelType, TRANSPORT_OPTIONS } from "./rules.ts";

/**
 * The mails of a return (plain text, our words): confirmed with its label, cancelled, on its way,
 * received, refunded. Each names the RMA number and links to the customer's returns.
 */

export interface ReturnMailStore {
  name: string;
  baseUrl: string;
}

export interface ReturnMailItem {
  brandName: string;
  productName: string;
  color: string;
  size: string;
  width: string | null;
}

interface ReturnMailInput {
  store: ReturnMailStore;
  rmaNumber: string;
  items: readonly ReturnMailItem[];
}

/** An item as a mail names it: brand, name, colour, size and width. */
export const itemWords = (item: ReturnMailItem) =>
  `${item.brandName} ${item.productName}, ${item.color}, size ${item.size}${item.width ? `, ${item.width}` : ""}`;

const itemList = (items: readonly ReturnMailItem[]) => items.map((item) => `- ${itemWords(item)}`);

const returnsLink = (store: ReturnMailStore) => `See your returns: ${store.baseUrl}/returns`;

const signOff = (store: ReturnMailStore) => `Thank you for shopping with ${store.name}.`;

/** The path of a return's printable label. */
export const labelPath = (rmaNumber: string) => `/returnLabel?rmaNumber=${encodeURIComponent(rmaNumber)}`;

/** A return confirmed: its items, how it goes back, and its label's link (or that it is posted). */
export function returnConfirmedMail(
  input: ReturnMailInput & { labelType: LabelType; trackingNumber: string; pickupDate: string | null },
): { subject: string; text: string } {
  const option = TRANSPORT_OPTIONS[input.labelType];
  const how = option.printable
    ? [`Print your label: ${input.store.baseUrl}${labelPath(input.rmaNumber)}`]
    : ["We are posting a printed label to you; it arrives in 5 to 7 business days."];
  const pickup = input.pickupDate ? [`${option.carrier} picks the box up on ${input.pickupDate}.`] : [];
  return {
    subject: `Your return is confirmed (${input.rmaNumber})`,
    text: [
      `Your return is confirmed. RMA number: ${input.rmaNumber}.`,
      "",
      ...itemList(input.items),
      "",
      `${option.title}: ${option.description}`,
      `Tracking number: ${input.trackingNumber}`,
      ...pickup,
      ...how,
      "",
      returnsLink(input.store),
      signOff(input.store),
    ].join("\n"),
  };
}

/** A return called off before the carrier had it. */
export function returnCancelledMail(input: ReturnMailInput): { subject: string; text: string } {
  return {
    subject: `Your return has been canceled (${input.rmaNumber})`,
    text: [
      `Your return has been canceled. RMA number: ${input.rmaNumber}.`,
      "",
      ...itemList(input.items),
      "",
      "Do not send these items back with this return's label.",
      returnsLink(input.store),
      signOff(input.store),
    ].join("\n"),
  };
}

/** The carrier has the box. */
export function returnOnItsWayMail(input: ReturnMailInput & { carrier: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Your return is on its way (${input.rmaNumber})`,
    text: [
      `${input.carrier} has your return ${input.rmaNumber}; it is on its way back to us.`,
      "",
      ...itemList(input.items),
      "",
      returnsLink(input.store),
      signOff(input.store),
    ].join("\n"),
  };
}

/** The warehouse received and processed the box; the refund comes next. */
export function returnReceivedMail(input: ReturnMailInput): { subject: string; text: string } {
  return {
    subject: `We received your return (${input.rmaNumber})`,
    text: [
      `We received your return ${input.rmaNumber} and processed it; your refund comes next.`,
      "",
      ...itemList(input.items),
      "",
      returnsLink(input.store),
      signOff(input.store),
    ].join("\n"),
  };
}

/** The money given back: to the card, to the gift card balance, and what was exchanged instead. */
export function refundIssuedMail(
  input: ReturnMailInput & {
    cardCents: number;
    giftCardCents: number;
    cardLast4: string | null;
    exchanged: number;
  },
): { subject: string; text: string } {
  const card =
    input.cardCents > 0
      ? [
          `${formatPrice(input.cardCents)} back to your card${input.cardLast4 ? ` ending in ${input.cardLast4}` : ""}.`,
        ]
      : [];
  const giftCard =
    input.giftCardCents > 0 ? [`${formatPrice(input.giftCardCents)} back to your gift card balance.`] : [];
  const exchange =
    input.exchanged > 0 ? ["Exchanged items are not refunded: their replacements are yours."] : [];
  const nothing =
    card.length + giftCard.length === 0 && input.exchanged === 0 ? ["Nothing was left to refund."] : [];
  return {
    subject: `Your refund is on its way (${input.rmaNumber})`,
    text: [
      `Your return ${input.rmaNumber} is refunded.`,
      "",
      ...itemList(input.items),
      "",
      ...card,
      ...giftCard,
      ...exchange,
      ...nothing,
      "A card refund can take 3 to 5 business days to show on your statement.",
      returnsLink(input.store),
      signOff(input.store),
    ].join("\n"),
  };
}

/** A return whose label was to be posted, switched to one the customer prints now (/create-label). */
export function returnLabelReadyMail(input: ReturnMailInput & { carrier: string; trackingNumber: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Your return label is ready to print (${input.rmaNumber})`,
    text: [
      `You asked to print the label of your return ${input.rmaNumber} yourself: there is no need to wait for the one we would have posted.`,
      "",
      ...itemList(input.items),
      "",
      `Print your label: ${input.store.baseUrl}${labelPath(input.rmaNumber)}`,
      `${input.carrier} tracking number: ${input.trackingNumber}`,
      "",
      returnsLink(input.store),
      signOff(input.store),
    ].join("\n"),
  };
}
