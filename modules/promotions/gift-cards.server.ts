import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { lockUntilCommit } from "../core/index.server.ts";
import {
  AppError,
  assertCents,
  type Db,
  formatPrice,
  hasUnacceptableCharacter,
  MAX_AMOUNT_CENTS,
} from "../core/index.ts";
import {
  CLAIM_CODE_ALPHABET,
  CLAIM_CODE_LENGTH,
  formatClaimCode,
  giftCardRefused,
  insufficientBalanceMessage,
  isClaimCodeShape,
  normaliseClaimCode,
} from "./gift-card-codes.ts";
import { giftCardLedger, giftCards } from "./schema.server.ts";

/**
 * Gift cards and the customer's gift card balance (spec 2 sections 3 and 8). A card's claim code is
 * a secret, kept only as its SHA-256 and last four characters; claiming moves the card's amount to
 * the balance, a ledger whose every entry has a unique reference, so no retry moves money twice.
 */

/** The largest amount a card or a ledger entry holds. */
export const MAX_GIFT_CARD_CENTS = MAX_AMOUNT_CENTS;

/** Serialises one customer's balance changes (check, then write) until the transaction ends. */
const lockBalance = (tx: Db, customerId: number) => lockUntilCommit(tx, "gift-card-balance", customerId);

/** The stored form of a claim code: SHA-256 of the normalised code, in hex. */
export function claimCodeHash(code: string): string {
  return createHash("sha256").update(normaliseClaimCode(code)).digest("hex");
}

/** A new claim code from the secure random source: 16 characters of the 32-letter alphabet, unbiased. */
export function newClaimCode(): string {
  const bytes = randomBytes(CLAIM_CODE_LENGTH);
  // 256 is a multiple of 32: the low five bits of a random byte pick each letter with equal chance.
  const code = Array.from(bytes, (byte) => CLAIM_CODE_ALPHABET[byte & 31]).join("");
  return formatClaimCode(code);
}

function assertAmount(cents: number, name: string): void {
  assertCents(cents, name);
  if (cents < 1 || cents > MAX_GIFT_CARD_CENTS) {
    throw new RangeError(`${name} must be from 1 to ${MAX_GIFT_CARD_CENTS} cents: ${cents}`);
  }
}

function assertReference(text: string, name: string): void {
  if (text.length < 1 || text.length > 200 || hasUnacceptableCharacter(text)) {
    throw new RangeError(`${name} must be 1 to 200 characters without control characters`);
  }
}

export interface NewGiftCard {
  amountCents: number;
  expiresAt?: Date;
  /** The order line that bought it, for e-gift cards sold by the store. */
  sourceOrderId?: string;
  sourceItemUniqueId?: string;
}

/**
 * Issues a gift card and answers its claim code, grouped ('ABCD-EFGH-JKLM-NPQR'): the only time the
 * code exists in clear. Give it to the buyer (or the operator) at once; it cannot be shown again.
 */
export async function issueGiftCard(
  tx: Db,
  card: NewGiftCard,
): Promise<{ giftCardId: number; claimCode: string }> {
  assertAmount(card.amountCents, "amountCents");
  if (card.expiresAt && Number.isNaN(card.expiresAt.getTime())) throw new RangeError("expiresAt is no date");
  // Two equal codes in 2^80 are not expected; a collision only draws again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimCode = newClaimCode();
    const [issued] = await tx
      .insert(giftCards)
      .values({
        claimCodeHash: claimCodeHash(claimCode),
        codeLast4: normaliseClaimCode(claimCode).slice(-4),
        amountCents: card.amountCents,
        expiresAt: card.expiresAt ?? null,
        sourceOrderId: card.sourceOrderId ?? null,
        sourceItemUniqueId: card.sourceItemUniqueId ?? null,
      })
      .onConflictDoNothing({ target: giftCards.claimCodeHash })
      .returning({ giftCardId: giftCards.giftCardId });
    if (issued) return { giftCardId: issued.giftCardId, claimCode };
  }
  throw new Error("could not draw an unused gift card code");
}

/** The customer's gift card balance in cents: the sum of their ledger. */
export async function giftCardBalance(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${giftCardLedger.deltaCents}), 0)::bigint` })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.customerId, customerId));
  const balance = Number(row?.balance ?? 0);
  assertCents(balance, "gift card balance");
  return balance;
}

export interface ClaimedGiftCard {
  giftCardId: number;
  amountCents: number;
  /** The customer's balance with the card's amount in it. */
  balanceCents: number;
}

/**
 * Claims a gift card for the customer: its amount joins their balance (ledger 'claim:<id>') and the
 * card is theirs. Refused with spec 2's words: no code, an unknown or withdrawn code ("Oh no! We
 * don't recognize ..."), a code this customer already claimed, one claimed by another, an expired
 * card. Under the customer's lock and a row lock on the card, so a card is claimed once.
 */
export async function claimGiftCard(
  db: Db,
  customerId: number,
  claimCode: string,
  now: Date,
): Promise<ClaimedGiftCard> {
  const code = normaliseClaimCode(claimCode);
  if (code === "") throw giftCardRefused("missing");
  if (!isClaimCodeShape(code)) throw giftCardRefused("notValid");
  return db.transaction(async (tx) => {
    await lockBalance(tx, customerId);
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.claimCodeHash, claimCodeHash(code)))
      .for("update");
    if (!card?.active) throw giftCardRefused("notValid");
    if (card.claimedBy === customerId) throw giftCardRefused("alreadyApplied");
    if (card.claimedBy !== null) throw giftCardRefused("redeemed");
    if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) throw giftCardRefused("expired");
    await tx
      .update(giftCards)
      .set({ claimedBy: customerId, claimedAt: now })
      .where(eq(giftCards.giftCardId, card.giftCardId));
    await tx.insert(giftCardLedger).values({
      customerId,
      deltaCents: card.amountCents,
      reason: "claim",
      giftCardId: card.giftCardId,
      reference: `claim:${card.giftCardId}`,
    });
    return {
      giftCardId: card.giftCardId,
      amountCents: card.amountCents,
      balanceCents: await giftCardBalance(tx, customerId),
    };
  });
}

type LedgerEntry = typeof giftCardLedger.$inferSelect;

async function entryByReference(tx: Db, reference: string): Promise<LedgerEntry | undefined> {
  const [entry] = await tx.select().from(giftCardLedger).where(eq(giftCardLedger.reference, reference));
  return entry;
}

/** A replayed entry must be the same entry; anything else is a caller's mistake, refused. */
function sameEntry(entry: LedgerEntry, expected: Pick<LedgerEntry, "customerId" | "deltaCents" | "reason">) {
  if (
    entry.customerId !== expected.customerId ||
    entry.deltaCents !== expected.deltaCents ||
    entry.reason !== expected.reason
  ) {
    throw new AppError(
      "conflict",
      "giftcard.ledger.mismatch",
      `The gift card balance already holds ${entry.reference} with another amount.`,
    );
  }
}

/**
 * Pays part of an order from the customer's gift card balance (ledger 'order:<orderId>'), in the
 * caller's transaction, under the customer's lock: refused (409 giftcard.insufficient.balance, spec
 * 2's words) when the balance is below `cents`, writing nothing. A replay for the same order is a
 * no-op answering the same amount. Answers the cents taken (0 takes nothing).
 */
export async function spendGiftCardBalance(
  tx: Db,
  customerId: number,
  cents: number,
  orderId: string,
): Promise<number> {
  assertCents(cents, "cents");
  assertReference(orderId, "orderId");
  if (cents === 0) return 0;
  assertAmount(cents, "cents");
  const reference = `order:${orderId}`;
  await lockBalance(tx, customerId);
  const replay = await entryByReference(tx, reference);
  if (replay) {
    sameEntry(replay, { customerId, deltaCents: -cents, reason: "order" });
    return cents;
  }
  const balance = await giftCardBalance(tx, customerId);
  if (balance < cents) {
    throw new AppError(
      "conflict",
      "giftcard.insufficient.balance",
      insufficientBalanceMessage(formatPrice(balance)),
      {
        extraInfo: { balanceCents: balance },
      },
    );
  }
  await tx
    .insert(giftCardLedger)
    .values({ customerId, deltaCents: -cents, reason: "order", orderId, reference });
  return cents;
}

/**
 * Gives back to the balance what an order took from it, for a cancellation or a refund, once per
 * `reference` (which starts with the reason: 'cancel:<itemUniqueId>', 'refund:<returnId>'): a
 * replay is a no-op answering the same amount. Never more than the order took from the balance
 * less what was given back already (409 giftcard.restore.exceeds.spend).
 */
export async function restoreGiftCardBalance(
  tx: Db,
  customerId: number,
  cents: number,
  reference: string,
  reason: "cancel" | "refund",
  orderId: string,
): Promise<number> {
  assertAmount(cents, "cents");
  assertReference(orderId, "orderId");
  assertReference(reference, "reference");
  if (!reference.startsWith(`${reason}:`)) throw new RangeError(`reference must start with '${reason}:'`);
  await lockBalance(tx, customerId);
  const replay = await entryByReference(tx, reference);
  if (replay) {
    sameEntry(replay, { customerId, deltaCents: cents, reason });
    return cents;
  }
  const [order] = await tx
    .select({ net: sql<string>`coalesce(sum(${giftCardLedger.deltaCents}), 0)::bigint` })
    .from(giftCardLedger)
    .where(
      and(
        eq(giftCardLedger.customerId, customerId),
        eq(giftCardLedger.orderId, orderId),
        inArray(giftCardLedger.reason, ["order", "cancel", "refund"]),
      ),
    );
  // What the order still holds of the balance: what it took less what came back.
  const held = -Number(order?.net ?? 0);
  if (cents > held) {
    throw new AppError(
      "conflict",
      "giftcard.restore.exceeds.spend",
      `Order ${orderId} holds ${formatPrice(Math.max(0, held))} of the gift card balance, less than ${formatPrice(cents)}.`,
    );
  }
  await tx.insert(giftCardLedger).values({ customerId, deltaCents: cents, reason, orderId, reference });
  return cents;
}
