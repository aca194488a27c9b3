import { and, asc, eq, gt, or } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import { type CardBrand, cardLimitMessage } from "./card-rules.ts";
import type { CardDetails, GatewayRefusal, PaymentGateway } from "./gateway.server.ts";
import { CARD_ANSWERS, DECLINE_WINDOW_MINUTES, lockCustomer, MAX_DECLINES } from "./payments.server.ts";
import { cardVerifications } from "./schema.server.ts";

/**
 * A card verified by the payment gateway under the card-add limit: every attempt is counted before
 * the gateway is asked (a pending one counts too, so a crash mid-attempt is no way round the limit),
 * and each decline stays counted whatever the caller does next.
 */

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

/** A card the gateway verified: its token and what the store may keep of it, with the name and expiry typed. */
export interface VerifiedCard {
  token: string;
  brand: CardBrand | null;
  last4: string;
  nameOnCard: string;
  expirationMonth: number;
  expirationYear: number;
}

/**
 * Verifies a card with the gateway, under the card-add limit (refused with the limit's words once
 * the declines in the window reach it). A decline is counted toward the limit and refused with
 * 'Credit card verification declined' on the number. Nothing of the card is saved here: the caller
 * keeps the verified card (keepVerifiedCard), in its own transaction.
 */
export async function verifyCard(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  card: CardDetails,
  now: Date,
): Promise<VerifiedCard> {
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
  return {
    token: answer.token,
    brand: answer.brand,
    last4: answer.last4,
    nameOnCard: card.nameOnCard,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
  };
}

/** A verified card as the store keeps it (a saved card's or a held card's columns): never the number or CVV. */
export function keptColumnsOf(card: VerifiedCard) {
  return {
    gatewayToken: card.token,
    brand: card.brand,
    last4: card.last4,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    nameOnCard: card.nameOnCard,
  };
}
