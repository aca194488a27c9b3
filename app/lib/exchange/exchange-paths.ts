import type { ExchangeChoices } from "../../../modules/returns/forms.ts";

/**
 * The exchange pages' addresses (spec 2 "Exchange"): the item's exchange, the shipping address
 * list, and the new and edit address forms. Each carries the shopper's choices so far in its query
 * (no state is kept between the steps), so every step works without JavaScript.
 */
export const EXCHANGE_PATHS = {
  exchange: "/exchange",
  addresses: "/exchange/address",
  newAddress: "/exchange/address/new",
  editAddress: "/exchange/address/edit",
} as const;

/** The query value of /exchange's review step. */
export const REVIEW_STEP = "review";

/** A page of the exchange with these choices (and any other parameters) in its query. */
export function exchangeUrl(
  path: (typeof EXCHANGE_PATHS)[keyof typeof EXCHANGE_PATHS],
  choices: ExchangeChoices,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...choices, ...extra })) {
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** An item's exchange, as the order pages link it. */
export const exchangePath = (itemUniqueId: string) => exchangeUrl(EXCHANGE_PATHS.exchange, { itemUniqueId });

/** The confirmed exchange's page, by its exchange order. */
export const exchangeDonePath = (exchangeOrderId: string) =>
  `${EXCHANGE_PATHS.exchange}?${new URLSearchParams({ exchangeOrderId })}`;
