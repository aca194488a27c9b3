import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getAddress } from "../addresses/index.server.ts";
import type { Db } from "../core/index.ts";
import { AppError, isAppError } from "../core/index.ts";
import type { CardEditValues, CardFormValues, TypedCard } from "./card-form-schemas.ts";
import { keptColumnsOf, type VerifiedCard, verifyCard } from "./card-verification.server.ts";
import type { CardDetails, PaymentGateway } from "./gateway.server.ts";
import {
  activeCardRow,
  CARD_ANSWERS,
  getCard,
  lockCustomer,
  MAX_CARDS,
  type SavedCard,
} from "./payments.server.ts";
import { paymentInstruments } from "./schema.server.ts";

/** A customer's saved cards changed: added (verified first), edited, made the default, deleted. */

/** The billing address must be one of the customer's own active addresses. */
async function checkBillingAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  try {
    await getAddress(db, customerId, addressId);
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError("invalid_input", "input.invalid", CARD_ANSWERS.billingAddress, { field: "addressId" });
  }
}

async function markDefault(tx: Db, customerId: number, id: number): Promise<void> {
  await tx
    .update(paymentInstruments)
    .set({ isPrimary: false })
    .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.isPrimary, true)));
  await tx
    .update(paymentInstruments)
    .set({ isPrimary: true })
    .where(eq(paymentInstruments.paymentInstrumentId, id));
}

/** A new card from the card form (checked by cardFormSchema): verified by the gateway, then kept as its token. */
export interface NewCard extends CardDetails {
  addressId: number;
  makeDefault?: boolean;
}

/** A card form's typed card (typedCard's output) as the gateway takes it: the number as typed is `cc`. */
export function cardDetailsOf(typed: TypedCard): CardDetails {
  return {
    number: typed.cc,
    nameOnCard: typed.nameOnCard,
    expirationMonth: typed.expirationMonth,
    expirationYear: typed.expirationYear,
    cvv: typed.cvv,
  };
}

/** The add-card form's checked values (cardFormSchema) as a new card. */
export function newCardOf(values: CardFormValues): NewCard {
  return {
    ...cardDetailsOf(values),
    addressId: Number(values.addressId),
    makeDefault: values.makeDefault === "on",
  };
}

/** Where a verified card is billed, and whether it becomes the default. */
export interface CardKeeping {
  addressId: number;
  makeDefault?: boolean;
}

/**
 * Keeps a card the gateway verified (verifyCard), in the caller's transaction: billed to one of
 * the customer's active addresses, under the 20-card limit, the default when asked or when it is
 * the first. Only the gateway's token, the brand, the last four digits and the expiry are kept.
 * Answers the new card's id.
 */
export async function keepVerifiedCard(
  db: Db,
  customerId: number,
  card: VerifiedCard,
  keeping: CardKeeping,
): Promise<number> {
  await checkBillingAddress(db, customerId, keeping.addressId);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const { count, defaults } = await activeCardCounts(tx, customerId);
    if (count >= MAX_CARDS)
      throw new AppError("conflict", "payment.instrument.limit.reached", CARD_ANSWERS.limit);
    const [created] = await tx
      .insert(paymentInstruments)
      .values({
        customerId,
        ...keptColumnsOf(card),
        billingAddressId: keeping.addressId,
      })
      .returning({ id: paymentInstruments.paymentInstrumentId });
    if (!created) throw new Error("card insert answered no row");
    if (keeping.makeDefault || defaults === 0) await markDefault(tx, customerId, created.id);
    return created.id;
  });
}

/** How many active cards the customer has, and how many of them are the default (0 or 1). */
async function activeCardCounts(tx: Db, customerId: number): Promise<{ count: number; defaults: number }> {
  const [counts] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      defaults: sql<number>`count(*) filter (where ${paymentInstruments.isPrimary})::int`,
    })
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.active, true)));
  return counts ?? { count: 0, defaults: 0 };
}

/**
 * Adds a card: its billing address checked, the card verified by the gateway under the card-add
 * limit (verifyCard), then kept as its token (keepVerifiedCard). The first card becomes the default.
 */
export async function addCard(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  card: NewCard,
  now: Date,
): Promise<SavedCard> {
  // The billing address first: a card form with a wrong address costs no verification attempt.
  await checkBillingAddress(db, customerId, card.addressId);
  const verified = await verifyCard(db, gateway, customerId, card, now);
  const id = await keepVerifiedCard(db, customerId, verified, card);
  return getCard(db, customerId, id, now);
}

/** What a saved card's form may change (its number never: that is a new card). */
export interface CardChange {
  nameOnCard: string;
  expirationMonth: number;
  expirationYear: number;
  addressId: number;
  makeDefault?: boolean;
}

/** The edit-card form's checked values (cardEditSchema) as a change. */
export function cardChangeOf(values: CardEditValues): CardChange {
  return {
    nameOnCard: values.nameOnCard,
    expirationMonth: values.expirationMonth,
    expirationYear: values.expirationYear,
    addressId: Number(values.addressId),
    makeDefault: values.makeDefault === "on",
  };
}

/** Changes one of the customer's cards: its name, expiry, billing address, and whether it is the default. */
export async function updateCard(
  db: Db,
  customerId: number,
  id: number,
  change: CardChange,
  now: Date,
): Promise<SavedCard> {
  await checkBillingAddress(db, customerId, change.addressId);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await activeCardRow(tx, customerId, id);
    await tx
      .update(paymentInstruments)
      .set({
        nameOnCard: change.nameOnCard,
        expirationMonth: change.expirationMonth,
        expirationYear: change.expirationYear,
        billingAddressId: change.addressId,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentInstruments.paymentInstrumentId, id));
    if (change.makeDefault) await markDefault(tx, customerId, id);
  });
  return getCard(db, customerId, id, now);
}

/** POST /v1/associatePaymentInstrument: gives one of the customer's cards another billing address. */
export async function associateBillingAddress(
  db: Db,
  customerId: number,
  id: number,
  addressId: number,
  now: Date,
): Promise<SavedCard> {
  await checkBillingAddress(db, customerId, addressId);
  await activeCardRow(db, customerId, id);
  await db
    .update(paymentInstruments)
    .set({ billingAddressId: addressId, updatedAt: sql`now()` })
    .where(eq(paymentInstruments.paymentInstrumentId, id));
  return getCard(db, customerId, id, now);
}

/** Makes one of the customer's cards the default. */
export async function setDefaultCard(db: Db, customerId: number, id: number, now: Date): Promise<SavedCard> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await activeCardRow(tx, customerId, id);
    await markDefault(tx, customerId, id);
  });
  return getCard(db, customerId, id, now);
}

/**
 * Deletes some of the customer's cards, all or none ('Unable to delete card' when any id is not an
 * active card of theirs). A deleted default passes to the oldest card left. The rows stay, inactive.
 */
export async function deleteCards(db: Db, customerId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const deleted = await tx
      .update(paymentInstruments)
      .set({ active: false, isPrimary: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(paymentInstruments.customerId, customerId),
          eq(paymentInstruments.active, true),
          inArray(paymentInstruments.paymentInstrumentId, unique),
        ),
      )
      .returning({ id: paymentInstruments.paymentInstrumentId });
    if (unique.length === 0 || deleted.length !== unique.length) {
      throw new AppError("not_found", "payment.instrument.not.found", CARD_ANSWERS.notDeleted);
    }
    const [kept] = await tx
      .select({ id: paymentInstruments.paymentInstrumentId, isPrimary: paymentInstruments.isPrimary })
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.active, true)))
      .orderBy(
        desc(paymentInstruments.isPrimary),
        asc(paymentInstruments.createdAt),
        asc(paymentInstruments.paymentInstrumentId),
      )
      .limit(1);
    if (kept && !kept.isPrimary) await markDefault(tx, customerId, kept.id);
  });
}
