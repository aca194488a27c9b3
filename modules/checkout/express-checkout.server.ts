import {
  type AddressRefusal,
  checkChosenAddress,
  type SaveAddressRequest,
  saveAddress,
} from "../addresses/index.server.ts";
import type { Db } from "../core/index.ts";
import {
  cardDetailsOf,
  type HeldCardFace,
  heldCardFace,
  heldCardGone,
  holdVerifiedCard,
  keepVerifiedCard,
  type PaymentGateway,
  takeHeldCard,
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
 * the address check (its words and choices, for the form, and the card verified and held meanwhile,
 * so the shopper answers about the address only), or not offered any more (an address or card was
 * chosen since, in another tab: nothing done). A refused card, a held card gone or a limit reached is
 * thrown as its AppError, as the card pages' are.
 */
export type ExpressCheckoutAnswer =
  | { done: { addressId: number; paymentInstrumentId: number } }
  | { refused: AddressRefusal; heldCard: HeldCardFace }
  | { notOffered: true };

/**
 * Express checkout (spec 4: a first purchase), one workflow: the address judged by the address
 * check and the shopper's choice, the card verified by the gateway (a decline counted toward the
 * card-add limit), then the address and the card saved as the customer's defaults and made the
 * purchase's in one transaction. Whatever fails or crashes, both are saved or neither is. While the
 * check asks the shopper about the address, the verified card is held (its token, never its number),
 * and the next answer names it instead of the card typed again (decision 207).
 */
export async function expressCheckout(
  services: ExpressCheckoutServices,
  customer: CheckoutCustomer,
  form: ExpressCheckoutValue,
  now: Date,
): Promise<ExpressCheckoutAnswer> {
  const { db } = services;
  const { purchase } = await configureCheckout(db, customer, {}, now, services.telemetry);
  if (!purchase.expressCheckout) return { notOffered: true };
  const address = checkChosenAddress({ typed: form.address, choice: form.choice, makeDefault: true });
  const { customerId } = customer;
  if ("held" in form.card) {
    const handle = form.card.held;
    if (!("refused" in address)) {
      const take: TakeCard = (tx) => takeHeldCard(tx, customerId, handle, now);
      return { done: await saveBoth(services, customer, { address: address.request, card: take }, now) };
    }
    const face = await heldCardFace(db, customerId, handle, now);
    if (!face) throw heldCardGone();
    return { ...address, heldCard: face };
  }
  const card = await verifyCard(db, services.paymentGateway, customerId, cardDetailsOf(form.card), now);
  if ("refused" in address)
    return { ...address, heldCard: await holdVerifiedCard(db, customerId, card, now) };
  return {
    done: await saveBoth(services, customer, { address: address.request, card: async () => card }, now),
  };
}

/** The verified card to keep, read in the saving transaction (a held card is taken there, once). */
type TakeCard = (tx: Db) => Promise<VerifiedCard>;

/** The judged address and the verified card kept, and chosen for the purchase, in one transaction. */
function saveBoth(
  services: ExpressCheckoutServices,
  customer: CheckoutCustomer,
  checked: { address: SaveAddressRequest; card: TakeCard },
  now: Date,
): Promise<{ addressId: number; paymentInstrumentId: number }> {
  const { customerId } = customer;
  return services.db.transaction(async (tx) => {
    const card = await checked.card(tx);
    const { addressId } = await saveAddress(tx, customerId, checked.address);
    const paymentInstrumentId = await keepVerifiedCard(tx, customerId, card, {
      addressId,
      makeDefault: true,
    });
    await configureCheckout(tx, customer, { addressId, paymentInstrumentId }, now, services.telemetry);
    return { addressId, paymentInstrumentId };
  });
}
