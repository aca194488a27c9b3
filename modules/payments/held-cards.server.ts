import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import { CARD_MESSAGES, type CardBrand, maskedNumber } from "./card-rules.ts";
import { keptColumnsOf, type VerifiedCard } from "./card-verification.server.ts";
import { heldCards } from "./schema.server.ts";

/**
 * A verified card held while the shopper still answers about the address it will be billed to
 * (express checkout's address check): the page sends back a handle and the card's face, never the
 * number or the CVV, and the next answer takes the card by the handle instead of asking the gateway
 * again (decision 207).
 */

/** How long a held card waits for its address: longer than anyone reads a suggested address. */
export const HELD_CARD_MINUTES = 30;

/** What the page shows of a held card, and the handle its form sends back. */
export interface HeldCardFace {
  handle: string;
  /** e.g. 'Visa ending in 4242'. */
  label: string;
}

/** Holds a verified card for the customer (the one they held before, if any, is dropped). */
export async function holdVerifiedCard(
  db: Db,
  customerId: number,
  card: VerifiedCard,
  now: Date,
): Promise<HeldCardFace> {
  const handle = randomBytes(16).toString("hex");
  const row = { handle, ...keptColumnsOf(card), heldAt: now };
  await db
    .insert(heldCards)
    .values({ customerId, ...row })
    .onConflictDoUpdate({ target: heldCards.customerId, set: row });
  return { handle, label: maskedNumber(card.brand, card.last4) };
}

/**
 * The card the customer holds under this handle, taken (dropped from the holding) in the caller's
 * transaction, so it is kept once at most. A handle that is not theirs, or waited too long, is
 * refused (heldCardGone).
 */
export async function takeHeldCard(
  db: Db,
  customerId: number,
  handle: string,
  now: Date,
): Promise<VerifiedCard> {
  const since = new Date(now.getTime() - HELD_CARD_MINUTES * 60_000);
  const [row] = await db
    .delete(heldCards)
    .where(
      and(eq(heldCards.customerId, customerId), eq(heldCards.handle, handle), gt(heldCards.heldAt, since)),
    )
    .returning();
  if (!row) throw heldCardGone();
  return {
    token: row.gatewayToken,
    brand: row.brand as CardBrand | null,
    last4: row.last4,
    nameOnCard: row.nameOnCard,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
  };
}

/** A held card no longer there (taken, waited too long, another's handle): the number is typed again. */
export const heldCardGone = () =>
  new AppError("invalid_input", "input.invalid", CARD_MESSAGES.cardNumberRequired, { field: "cc" });

/** The face of the card the customer holds under this handle, when it is still held. */
export async function heldCardFace(
  db: Db,
  customerId: number,
  handle: string,
  now: Date,
): Promise<HeldCardFace | null> {
  const since = new Date(now.getTime() - HELD_CARD_MINUTES * 60_000);
  const [row] = await db
    .select({ brand: heldCards.brand, last4: heldCards.last4 })
    .from(heldCards)
    .where(
      and(eq(heldCards.customerId, customerId), eq(heldCards.handle, handle), gt(heldCards.heldAt, since)),
    );
  return row ? { handle, label: maskedNumber(row.brand as CardBrand | null, row.last4) } : null;
}
