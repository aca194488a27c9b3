import { and, eq } from "drizzle-orm";
import { lockUntilCommit } from "../core/index.server.ts";
import { AppError, assertCents, type Db, hasUnacceptableCharacter, MAX_AMOUNT_CENTS } from "../core/index.ts";
import {
  checkPromotion,
  isWellFormed,
  normalisePromoCode,
  PROMO_CODE_MAX_LENGTH,
  PROMO_MESSAGES,
  type PromoCheck,
  type Promotion,
} from "./promotion-rules.ts";
import { promotions, promotionUses } from "./schema.server.ts";

/** The largest number a promotion's amounts and limit hold. */
const MAX_INTEGER = MAX_AMOUNT_CENTS;

/** Serialises one customer's uses of promo codes (count, then write) until the transaction ends. */
const lockUses = (tx: Db, customerId: number) => lockUntilCommit(tx, "promotion-uses", customerId);

/** A code as typed, normalised; null when it cannot be a promo code (blank, too long, control characters). */
function keptCode(code: string): string | null {
  const normalised = normalisePromoCode(code);
  const fits = normalised.length >= 1 && normalised.length <= PROMO_CODE_MAX_LENGTH;
  return fits && !hasUnacceptableCharacter(normalised) ? normalised : null;
}

type PromotionRow = typeof promotions.$inferSelect;

const KINDS: readonly Promotion["kind"][] = ["percent", "amount", "free_shipping"];

function promotionOf(row: PromotionRow): Promotion {
  const kind = KINDS.find((each) => each === row.kind);
  // The table's check allows only these kinds.
  if (kind === undefined) throw new Error(`promotion ${row.code} has an unknown kind: ${row.kind}`);
  const promotion: Promotion = {
    code: row.code,
    kind,
    description: row.description,
    cancelled: row.cancelled,
  };
  if (row.percentBasisPoints !== null) promotion.percentBasisPoints = row.percentBasisPoints;
  if (row.amountCents !== null) promotion.amountCents = row.amountCents;
  if (row.minimumSubtotalCents !== null) promotion.minimumSubtotalCents = row.minimumSubtotalCents;
  if (row.startsAt !== null) promotion.startsAt = row.startsAt;
  if (row.endsAt !== null) promotion.endsAt = row.endsAt;
  if (row.perCustomerLimit !== null) promotion.perCustomerLimit = row.perCustomerLimit;
  return promotion;
}

/** The promotion with this code as typed (trimmed, any case), or null when there is none. */
export async function findPromotion(db: Db, code: string): Promise<Promotion | null> {
  const kept = keptCode(code);
  if (kept === null) return null;
  const [row] = await db.select().from(promotions).where(eq(promotions.code, kept));
  return row ? promotionOf(row) : null;
}

/** How many orders of the customer used the code (its per-customer limit counts these). */
export async function timesUsedBy(db: Db, customerId: number, code: string): Promise<number> {
  const kept = keptCode(code);
  if (kept === null) return 0;
  return db.$count(
    promotionUses,
    and(eq(promotionUses.customerId, customerId), eq(promotionUses.code, kept)),
  );
}

/**
 * A typed code checked for this customer's bag (spec 2 section 8's words when refused): the
 * promotion found, and checkPromotion's answer.
 */
export async function checkPromoCode(
  db: Db,
  request: { customerId: number; typedCode: string; subtotalCents: number; now: Date },
): Promise<{ promotion: Promotion | null; check: PromoCheck }> {
  const promotion = await findPromotion(db, request.typedCode);
  const timesUsedByCustomer = promotion ? await timesUsedBy(db, request.customerId, promotion.code) : 0;
  const check = checkPromotion(promotion, {
    now: request.now,
    subtotalCents: request.subtotalCents,
    timesUsedByCustomer,
    typedCode: request.typedCode,
  });
  return { promotion, check };
}

export interface PromotionUse {
  code: string;
  customerId: number;
  orderId: string;
  discountCents: number;
}

/**
 * Records an order's use of a code, in the order's transaction: once per order (a replay of the
 * same use is a no-op), and under the customer's lock, so parallel orders cannot pass the code's
 * per-customer limit (409 promotion.already.redeemed with spec 2's words).
 */
export async function recordPromotionUse(tx: Db, use: PromotionUse): Promise<void> {
  assertCents(use.discountCents, "discountCents");
  if (use.discountCents > MAX_INTEGER)
    throw new RangeError(`discountCents is too large: ${use.discountCents}`);
  if (use.orderId.length < 1 || use.orderId.length > 100)
    throw new RangeError("orderId must be 1 to 100 characters");
  const code = keptCode(use.code);
  const promotion = code === null ? null : await findPromotion(tx, code);
  if (code === null || promotion === null) {
    throw new AppError("not_found", "promotion.not.found", PROMO_MESSAGES.PROMO_INVALID);
  }
  await lockUses(tx, use.customerId);
  const [replay] = await tx.select().from(promotionUses).where(eq(promotionUses.orderId, use.orderId));
  if (replay) {
    if (
      replay.code === code &&
      replay.customerId === use.customerId &&
      replay.discountCents === use.discountCents
    )
      return;
    throw new AppError(
      "conflict",
      "promotion.use.mismatch",
      `Order ${use.orderId} already used another promotion.`,
    );
  }
  const limit = promotion.perCustomerLimit;
  if (limit !== undefined && (await timesUsedBy(tx, use.customerId, code)) >= limit) {
    throw new AppError("conflict", "promotion.already.redeemed", PROMO_MESSAGES.PROMO_ALREADY_REDEEMED);
  }
  await tx.insert(promotionUses).values({
    code,
    customerId: use.customerId,
    orderId: use.orderId,
    discountCents: use.discountCents,
  });
}

/**
 * Lets go of an order's use of its code (the whole order was cancelled), in the caller's
 * transaction: the code counts as unused by the customer again. No use recorded: nothing to do.
 */
export async function releasePromotionUse(tx: Db, customerId: number, orderId: string): Promise<void> {
  await lockUses(tx, customerId);
  await tx
    .delete(promotionUses)
    .where(and(eq(promotionUses.orderId, orderId), eq(promotionUses.customerId, customerId)));
}

const fitsColumn = (value: number | undefined) => value === undefined || value <= MAX_INTEGER;

/**
 * Adds or replaces a promotion (the demo seed, an operator): its code kept trimmed and upper case.
 * One that is not well formed (checkPromotion would call it bad) is refused with 400 promotion.invalid.
 */
export async function savePromotion(db: Db, promotion: Promotion): Promise<Promotion> {
  const code = keptCode(promotion.code);
  const saved: Promotion = { ...promotion, code: code ?? "" };
  if (
    code === null ||
    !isWellFormed(saved) ||
    !fitsColumn(saved.amountCents) ||
    !fitsColumn(saved.minimumSubtotalCents) ||
    !fitsColumn(saved.perCustomerLimit)
  ) {
    throw new AppError(
      "invalid_input",
      "promotion.invalid",
      `Promotion ${promotion.code} is not well formed.`,
    );
  }
  const values = {
    kind: saved.kind,
    percentBasisPoints: saved.kind === "percent" ? (saved.percentBasisPoints ?? null) : null,
    amountCents: saved.kind === "amount" ? (saved.amountCents ?? null) : null,
    minimumSubtotalCents: saved.minimumSubtotalCents ?? null,
    startsAt: saved.startsAt ?? null,
    endsAt: saved.endsAt ?? null,
    perCustomerLimit: saved.perCustomerLimit ?? null,
    description: saved.description ?? "",
    cancelled: saved.cancelled ?? false,
  };
  const [row] = await db
    .insert(promotions)
    .values({ code, ...values })
    .onConflictDoUpdate({ target: promotions.code, set: values })
    .returning();
  if (!row) throw new Error(`promotion ${code} was not saved`);
  return promotionOf(row);
}
