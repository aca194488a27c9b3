import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { getAddress, listAddresses, type SavedAddress } from "../addresses/index.server.ts";
import { lockUntilCommit } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { AppError, isAppError } from "../core/index.ts";
import {
  CARD_MESSAGES,
  type CardBrand,
  type CardEditValues,
  type CardFormValues,
  cardLimitMessage,
  isExpired,
} from "./card-rules.ts";
import type { CardDetails, GatewayRefusal, PaymentGateway } from "./gateway.server.ts";
import { cardVerifications, paymentInstruments } from "./schema.server.ts";

/** A saved card as the account and checkout show it: never its number, only the last four digits. */
export interface SavedCard {
  paymentInstrumentId: number;
  paymentType: "CC";
  brand: CardBrand | null;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  nameOnCard: string;
  isPrimary: boolean;
  isExpired: boolean;
  /** The billing address; null when it has been deleted since (the card needs a new one). */
  billingAddress: SavedAddress | null;
}

/** The words of the cards' answers (spec 2 where it gives them; see docs/decisions.md). */
export const CARD_ANSWERS = {
  deleted: "Card was deleted!",
  notDeleted: "Unable to delete card",
  notFound: "Card not found.",
  inactive: "This card was deleted and can no longer be changed.",
  declined: CARD_MESSAGES.verificationDeclined,
  billingAddress: CARD_MESSAGES.billingAddressRequired,
  limit: "You can save up to 20 cards. Please delete one to add another.",
} as const;

/** The most active cards a customer keeps. */
export const MAX_CARDS = 20;
/** Declined verifications allowed in the window before the card form closes (the card-add limit). */
export const MAX_DECLINES = 5;
export const DECLINE_WINDOW_MINUTES = 24 * 60;

/** Serialises one customer's changes here (the count, the one default) until the transaction ends. */
const lockCustomer = (tx: Db, customerId: number) => lockUntilCommit(tx, "payment-instruments", customerId);

const columns = {
  paymentInstrumentId: paymentInstruments.paymentInstrumentId,
  brand: paymentInstruments.brand,
  last4: paymentInstruments.last4,
  expirationMonth: paymentInstruments.expirationMonth,
  expirationYear: paymentInstruments.expirationYear,
  nameOnCard: paymentInstruments.nameOnCard,
  isPrimary: paymentInstruments.isPrimary,
  billingAddressId: paymentInstruments.billingAddressId,
};

interface CardRow {
  paymentInstrumentId: number;
  brand: string | null;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  nameOnCard: string;
  isPrimary: boolean;
  billingAddressId: number;
}

function savedCard(row: CardRow, addresses: ReadonlyMap<number, SavedAddress>, now: Date): SavedCard {
  return {
    paymentInstrumentId: row.paymentInstrumentId,
    paymentType: "CC",
    brand: row.brand as CardBrand | null,
    last4: row.last4,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    nameOnCard: row.nameOnCard,
    isPrimary: row.isPrimary,
    isExpired: isExpired(row.expirationMonth, row.expirationYear, now),
    billingAddress: addresses.get(row.billingAddressId) ?? null,
  };
}

async function addressesOf(db: Db, customerId: number): Promise<Map<number, SavedAddress>> {
  return new Map((await listAddresses(db, customerId)).map((address) => [address.addressId, address]));
}

/** The customer's cards: the default first, then the newest. */
export async function listCards(db: Db, customerId: number, now: Date): Promise<SavedCard[]> {
  const rows = await db
    .select(columns)
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.active, true)))
    .orderBy(
      desc(paymentInstruments.isPrimary),
      desc(paymentInstruments.createdAt),
      desc(paymentInstruments.paymentInstrumentId),
    );
  // After the cards, not beside them: a caller's transaction runs on one connection.
  const addresses = await addressesOf(db, customerId);
  return rows.map((row) => savedCard(row, addresses, now));
}

/** One of the customer's cards as stored; another's is not found, a deleted one refused (inactive instrument). */
async function activeCardRow(db: Db, customerId: number, id: number): Promise<CardRow> {
  const [row] = await db
    .select({ ...columns, active: paymentInstruments.active })
    .from(paymentInstruments)
    .where(
      and(eq(paymentInstruments.paymentInstrumentId, id), eq(paymentInstruments.customerId, customerId)),
    );
  if (!row) throw new AppError("not_found", "payment.instrument.not.found", CARD_ANSWERS.notFound);
  if (!row.active) throw new AppError("invalid_input", "payment.instrument.inactive", CARD_ANSWERS.inactive);
  return row;
}

/** One of the customer's cards with its billing address (see activeCardRow for the refusals). */
export async function getCard(db: Db, customerId: number, id: number, now: Date): Promise<SavedCard> {
  const row = await activeCardRow(db, customerId, id);
  return savedCard(row, await addressesOf(db, customerId), now);
}

/**
 * The gateway token of one of the customer's active cards, to charge it at checkout: it never
 * leaves the server (no answer, page or log carries it).
 */
export async function cardToken(db: Db, customerId: number, id: number): Promise<string> {
  const [row] = await db
    .select({ token: paymentInstruments.gatewayToken })
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.paymentInstrumentId, id),
        eq(paymentInstruments.customerId, customerId),
        eq(paymentInstruments.active, true),
      ),
    );
  if (!row) throw new AppError("invalid_input", "payment.instrument.inactive", CARD_ANSWERS.inactive);
  return row.token;
}

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

/** The add-card form's checked values (cardFormSchema) as a new card. */
export function newCardOf(values: CardFormValues): NewCard {
  return {
    number: values.cc,
    nameOnCard: values.nameOnCard,
    expirationMonth: values.expirationMonth,
    expirationYear: values.expirationYear,
    cvv: values.cvv,
    addressId: Number(values.addressId),
    makeDefault: values.makeDefault === "on",
  };
}

/**
 * Opens one verification attempt unless the customer's declines in the window reached the limit
 * (then 'Credit card verification declined. You won't be able to add a card for the next <time>...').
 * Answers the attempt's id.
 */
async function openAttempt(db: Db, customerId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const since = new Date(now.getTime() - DECLINE_WINDOW_MINUTES * 60_000);
    const counted = await tx
      .select({ attemptedAt: cardVerifications.attemptedAt })
      .from(cardVerifications)
      .where(
        and(
          eq(cardVerifications.customerId, customerId),
          gt(cardVerifications.attemptedAt, since),
          or(eq(cardVerifications.outcome, "declined"), eq(cardVerifications.outcome, "pending")),
        ),
      )
      .orderBy(asc(cardVerifications.attemptedAt));
    const oldest = counted[0];
    if (counted.length >= MAX_DECLINES && oldest) {
      const reopens = oldest.attemptedAt.getTime() + DECLINE_WINDOW_MINUTES * 60_000;
      const minutes = Math.max(1, Math.ceil((reopens - now.getTime()) / 60_000));
      throw new AppError(
        "invalid_input",
        "credit.card.verification.limit.reached",
        cardLimitMessage(minutes),
      );
    }
    const [attempt] = await tx
      .insert(cardVerifications)
      .values({ customerId, attemptedAt: now })
      .returning({ id: cardVerifications.verificationId });
    return (attempt as { id: number }).id;
  });
}

async function closeAttempt(db: Db, id: number, outcome: "ok" | GatewayRefusal): Promise<void> {
  await db
    .update(cardVerifications)
    .set({ outcome: outcome === "ok" ? "ok" : "declined" })
    .where(eq(cardVerifications.verificationId, id));
}

/**
 * Adds a card: its billing address checked, the card-add limit checked, the card verified by the
 * gateway (a decline is 'Credit card verification declined' on the number), and only the gateway's
 * token, the brand, the last four digits and the expiry kept. The first card becomes the default.
 */
export async function addCard(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  card: NewCard,
  now: Date,
): Promise<SavedCard> {
  await checkBillingAddress(db, customerId, card.addressId);
  const attempt = await openAttempt(db, customerId, now);
  const answer = await gateway.tokenize(card).catch(async (error: unknown) => {
    await closeAttempt(db, attempt, "declined");
    throw error;
  });
  await closeAttempt(db, attempt, answer.ok ? "ok" : answer.refusal);
  if (!answer.ok) {
    throw new AppError("invalid_input", "credit.card.verification.declined", CARD_ANSWERS.declined, {
      field: "cc",
    });
  }
  const id = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ count, defaults }] = (await tx
      .select({
        count: sql<number>`count(*)::int`,
        defaults: sql<number>`count(*) filter (where ${paymentInstruments.isPrimary})::int`,
      })
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.active, true)))) as [
      { count: number; defaults: number },
    ];
    if (count >= MAX_CARDS)
      throw new AppError("conflict", "payment.instrument.limit.reached", CARD_ANSWERS.limit);
    const [created] = await tx
      .insert(paymentInstruments)
      .values({
        customerId,
        gatewayToken: answer.token,
        brand: answer.brand,
        last4: answer.last4,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        nameOnCard: card.nameOnCard,
        billingAddressId: card.addressId,
      })
      .returning({ id: paymentInstruments.paymentInstrumentId });
    const newId = (created as { id: number }).id;
    if (card.makeDefault || defaults === 0) await markDefault(tx, customerId, newId);
    return newId;
  });
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
