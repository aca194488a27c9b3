import { and, desc, eq } from "drizzle-orm";
import { listAddresses, type SavedAddress } from "../addresses/index.server.ts";
import { lockUntilCommit } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import { CARD_MESSAGES, type CardBrand, isExpired } from "./card-rules.ts";
import { paymentInstruments } from "./schema.server.ts";

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

/** A saved card as a list of choices or the purchase shows it: no default flag, no billing address. */
export type CardFace = Pick<
  SavedCard,
  | "paymentInstrumentId"
  | "brand"
  | "last4"
  | "expirationMonth"
  | "expirationYear"
  | "nameOnCard"
  | "isExpired"
>;

/** Only the card's face of a saved card (the checkout page's choices, the purchase's card). */
export function cardFaceOf(card: SavedCard): CardFace {
  return {
    paymentInstrumentId: card.paymentInstrumentId,
    brand: card.brand,
    last4: card.last4,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    nameOnCard: card.nameOnCard,
    isExpired: card.isExpired,
  };
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
export const lockCustomer = (tx: Db, customerId: number) =>
  lockUntilCommit(tx, "payment-instruments", customerId);

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

export interface CardRow {
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
export async function activeCardRow(db: Db, customerId: number, id: number): Promise<CardRow> {
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
