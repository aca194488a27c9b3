import {
  type AddressRefusal,
  checkChosenAddress,
  type SaveAddressRequest,
  saveAddress,
} from "../addresses/index.server.ts";
import type { Db } from "../core/index.ts";
import {
  cardDetailsOf,
  keepVerifiedCard,
  type PaymentGateway,
  type VerifiedCard,
  verifyCard,
} from "../payments/index.server.ts";
import type { Track } from "../telemetry/index.ts";
import type { ExpressCheckoutValue } from "./forms.ts";
import { type CheckoutCustomer, configureCheckout } from "./purchases.server.ts";

/** What express checkout uses: the database, the payment gateway, and the tracker configure reports to. */
export interface ExpressCheckoutServices {
  db: Db;
  paymentGateway: PaymentGateway;
  telemetry: { track: Track };
}

/**
 * What express checkout answers: done (the address and card saved and the purchase's), refused by
 * the address check (its words and choices, for the form), or not offered any more (an address or
 * card was chosen since, in another tab: nothing done). A refused card or a limit reached is thrown
 * as its AppError, as the card pages' are.
 */
export type ExpressCheckoutAnswer =
  | { done: { addressId: number; paymentInstrumentId: number } }
  | { refused: AddressRefusal }
  | { notOffered: true };

/**
 * Express checkout (spec 4: a first purchase), one workflow: the address judged by the address
 * check and the shopper's choice, then the card verified by the gateway (a decline counted toward
 * the card-add limit), then the address and the card saved as the customer's defaults and made the
 * purchase's in one transaction. Whatever fails or crashes, both are saved or neither is.
 */
export async function expressCheckout(
  services: ExpressCheckoutServices,
  customer: CheckoutCustomer,
  form: ExpressCheckoutValue,
  now: Date,
): Promise<ExpressCheckoutAnswer> {
  const { purchase } = await configureCheckout(services.db, customer, {}, now, services.telemetry);
  if (!purchase.expressCheckout) return { notOffered: true };
  const address = checkChosenAddress({ typed: form.address, choice: form.choice, makeDefault: true });
  if ("refused" in address) return address;
  const card = await verifyCard(
    services.db,
    services.paymentGateway,
    customer.customerId,
    cardDetailsOf(form.card),
    now,
  );
  return { done: await saveBoth(services, customer, { address: address.request, card }, now) };
}

/** The judged address and the verified card kept, and chosen for the purchase, in one transaction. */
function saveBoth(
  services: ExpressCheckoutServices,
  customer: CheckoutCustomer,
  checked: { address: SaveAddressRequest; card: VerifiedCard },
  now: Date,
): Promise<{ addressId: number; paymentInstrumentId: number }> {
  const { customerId } = customer;
  return services.db.transaction(async (tx) => {
    const { addressId } = await saveAddress(tx, customerId, checked.address);
    const paymentInstrumentId = await keepVerifiedCard(tx, customerId, checked.card, {
      addressId,
      makeDefault: true,
    });
    await configureCheckout(tx, customer, { addressId, paymentInstrumentId }, now, services.telemetry);
    return { addressId, paymentInstrumentId };
  });
}
