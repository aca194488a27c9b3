import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getAddress, listAddresses, type SavedAddress } from "../addresses/index.server.ts";
import { addressOf } from "../addresses/index.ts";
import { type BagLine, bagLines } from "../cart/index.server.ts";
import { findStockItems, glProductGroupOf, type StockItem } from "../catalog/index.server.ts";
import { imageUrl, productLineOfStock, productPath } from "../catalog/index.ts";
import { AppError, type Db, hasUnacceptableCharacter, isAppError } from "../core/index.ts";
import { getCard, listCards, type SavedCard } from "../payments/index.server.ts";
import { checkPromoCode, claimGiftCard, giftCardBalance } from "../promotions/index.server.ts";
import {
  checkoutGiftCardMessage,
  giftCardRefusalOf,
  INVALID_COUPON_EVENT,
  normalisePromoCode,
  PROMO_MESSAGES,
  type PromoViolation,
} from "../promotions/index.ts";
import { shippingBenefitOf } from "../rewards/index.server.ts";
import type { Track } from "../telemetry/index.ts";
import { MAX_GIFT_MESSAGE } from "./forms.ts";
import {
  buildPurchase,
  type Chosen,
  type Purchase,
  type PurchaseAddress,
  type PurchaseCard,
  type PurchaseInput,
  type PurchaseLineInput,
  promisesShown,
  VIOLATION_MESSAGES,
} from "./purchase.ts";
import { purchases } from "./schema.server.ts";
import { DIGITAL_DELIVERY, SPEED_CODES } from "./shipping-speeds.ts";
import { type ChoiceStep, mayChoose, STEP_LOCKED_MESSAGES } from "./steps.ts";

/** Who is checking out: a signed-in customer, in one marketplace. */
export interface CheckoutCustomer {
  customerId: number;
  marketplace: string;
}

/** The words of checkout's own answers (spec 2 section 8 where it gives them; see docs/decisions.md). */
export const CHECKOUT_ANSWERS = {
  emptyCart: "Your bag is empty. Add an item to check out.",
  purchaseNotFound: "We could not find this checkout. Please start again from your bag.",
  stale: "Your order changed since you last saw it. Please review it and place it again.",
  speedUnavailable: "That shipping speed is not available for this order.",
  lineNotInBag: "That item is not in this order.",
  giftMessageTooLong: "A gift message can be at most 240 characters.",
  giftMessageCharacters: "A gift message can hold letters, digits, punctuation and line breaks only.",
  giftSaved: "Gift message has been saved",
  giftRemoved: "Gift message has been removed",
  badCode: VIOLATION_MESSAGES.BadPromotion,
  couponRemoved: "Your code has been removed.",
  couponApplied: "Your code has been applied.",
  giftCardApplied: "Your gift card has been added to your balance.",
} as const;

/** A purchase id: 24 lower-case hex digits (96 random bits). */
export const PURCHASE_ID_PATTERN = /^[0-9a-f]{24}$/;

const newPurchaseId = () => randomBytes(12).toString("hex");

type PurchaseRow = typeof purchases.$inferSelect;

/** What a configure may change (spec 2's configure request, as the API and the forms parse it). */
export interface ConfigureChange {
  addressId?: number;
  paymentInstrumentId?: number;
  shipmentSpeed?: string;
  /** A promo code or a gift card's claim code, as typed. */
  coupon?: string;
  removeCoupon?: boolean;
  useGCBalance?: boolean;
  giftOptions?: { lineItemId: string; giftMessage: string }[];
  isRemovingGiftOptions?: boolean;
  /** Start over: the customer's defaults, no code, no gift messages. */
  clearPurchaseDoc?: boolean;
}

export interface CheckoutAnswer {
  purchase: Purchase;
  /** What the change did, in the spec's words ('Gift message has been saved'), if it says anything. */
  message?: string;
}

/**
 * A hash of the bag's active lines: a purchase version is priced from exactly one bag. An e-Gift
 * Card's customisation counts too: a new recipient is a change the shopper must see before placing.
 */
export function bagFingerprint(lines: readonly BagLine[]): string {
  const text = lines
    .map(
      (line) =>
        `${line.stockId}x${line.quantity}${line.gcCustomization ? `:${JSON.stringify(line.gcCustomization)}` : ""}`,
    )
    .toSorted()
    .join(",");
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

function lineInput(line: BagLine, stock: StockItem | undefined): PurchaseLineInput | null {
  if (!stock) return null;
  return {
    ...productLineOfStock(stock),
    quantity: line.quantity,
    priceCents: stock.priceCents,
    onHand: stock.onHand,
    glProductGroupType: glProductGroupOf(stock),
    isGiftCard: stock.isGiftCard,
    isEgc: stock.isEgc,
    gcCustomization: stock.isEgc ? (line.gcCustomization ?? null) : null,
    productUrl: productPath(stock.seoName, stock.productId, stock.colorId),
    imageUrl: imageUrl(stock.styleId, "MAIN", "thumbnail"),
  };
}

/** The bag's lines priced from the catalogue now; an item gone from the catalogue is left out. */
export async function pricedLines(db: Db, lines: readonly BagLine[]): Promise<PurchaseLineInput[]> {
  const stocks = new Map(
    (await findStockItems(db, { stockIds: lines.map((line) => line.stockId) })).map((stock) => [
      stock.stockId,
      stock,
    ]),
  );
  return lines.flatMap((line) => lineInput(line, stocks.get(line.stockId)) ?? []);
}

const toAddress = (address: SavedAddress): PurchaseAddress => ({
  addressId: address.addressId,
  ...addressOf(address),
});

const toCard = (card: SavedCard): PurchaseCard => ({
  paymentInstrumentId: card.paymentInstrumentId,
  brand: card.brand,
  last4: card.last4,
  expirationMonth: card.expirationMonth,
  expirationYear: card.expirationYear,
  nameOnCard: card.nameOnCard,
  isExpired: card.isExpired,
  billingAddress: card.billingAddress ? toAddress(card.billingAddress) : null,
});

/** A chosen address or card, read as the customer's: active, deleted since, or none chosen. */
async function chosen<T>(id: number | null, read: () => Promise<T>): Promise<Chosen<T>> {
  if (id === null) return { state: "none" };
  try {
    return { state: "active", value: await read() };
  } catch (error) {
    if (isAppError(error)) return { state: "inactive" };
    throw error;
  }
}

async function couponOf(
  db: Db,
  customer: CheckoutCustomer,
  code: string | null,
  subtotalCents: number,
  now: Date,
): Promise<PurchaseInput["coupon"]> {
  if (code === null) return null;
  const { promotion, check } = await checkPromoCode(db, {
    customerId: customer.customerId,
    typedCode: code,
    subtotalCents,
    now,
  });
  if (check.ok && promotion) return { code: promotion.code, promotion };
  const violation: PromoViolation = check.ok ? "PROMO_INVALID" : check.violation;
  return { code, violation, message: check.ok ? PROMO_MESSAGES.PROMO_INVALID : check.message };
}

/** Everything the purchase document is built from, read in the caller's transaction (or not). */
async function purchaseInput(
  db: Db,
  customer: CheckoutCustomer,
  row: PurchaseRow,
  lines: readonly BagLine[],
  now: Date,
): Promise<PurchaseInput> {
  const { customerId } = customer;
  // One after another: these run on the transaction's one connection.
  const priced = await pricedLines(db, lines);
  const shippingAddress = await chosen(row.shippingAddressId, async () =>
    toAddress(await getAddress(db, customerId, row.shippingAddressId ?? 0)),
  );
  const card = await chosen(row.paymentInstrumentId, async () =>
    toCard(await getCard(db, customerId, row.paymentInstrumentId ?? 0, now)),
  );
  const balance = await giftCardBalance(db, customerId);
  const subtotal = priced
    .filter((line) => !line.isGiftCard)
    .reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  return {
    purchaseId: row.purchaseId,
    versionNumber: row.versionNumber,
    lines: priced,
    giftMessages: row.giftMessages,
    shippingAddress,
    card,
    shipSpeed: row.shipSpeed,
    originalShippingCents: row.originalShippingCents,
    shownPromises: row.shownPromises,
    coupon: await couponOf(db, customer, row.couponCode, subtotal, now),
    giftCardBalanceCents: balance,
    useGiftCardBalance: row.useGcBalance,
    benefitReason: await shippingBenefitOf(db, customerId),
    now,
  };
}

/** The customer's defaults for a new (or cleared) purchase: the default address and card. */
async function defaults(db: Db, customerId: number, now: Date) {
  const addresses = await listAddresses(db, customerId);
  const cards = await listCards(db, customerId, now);
  const address = addresses.find((a) => a.isPrimary) ?? null;
  const card = cards.find((c) => c.isPrimary && !c.isExpired) ?? null;
  return {
    shippingAddressId: address?.addressId ?? null,
    paymentInstrumentId: card?.paymentInstrumentId ?? null,
    shipSpeed: null,
    originalShippingCents: null,
    couponCode: null,
    useGcBalance: false,
    giftMessages: {},
  };
}

/** The customer's purchase, locked for this transaction: the one named, or the open one (made when missing). */
async function lockPurchase(
  tx: Db,
  customer: CheckoutCustomer,
  purchaseId: string | undefined,
  now: Date,
): Promise<PurchaseRow> {
  const mine = eq(purchases.customerId, customer.customerId);
  if (purchaseId !== undefined) {
    const [row] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.purchaseId, purchaseId), mine))
      .for("update");
    if (!row) throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
    return row;
  }
  const open = and(mine, eq(purchases.status, "open"));
  const [existing] = await tx.select().from(purchases).where(open).for("update");
  if (existing) return existing;
  await tx
    .insert(purchases)
    .values({
      purchaseId: newPurchaseId(),
      customerId: customer.customerId,
      marketplace: customer.marketplace,
      ...(await defaults(tx, customer.customerId, now)),
    })
    .onConflictDoNothing();
  const [made] = await tx.select().from(purchases).where(open).for("update");
  if (!made) throw new Error("open purchase missing after insert");
  return made;
}

const CHOICES = [
  "shippingAddressId",
  "paymentInstrumentId",
  "shipSpeed",
  "couponCode",
  "useGcBalance",
  "giftMessages",
  "bagFingerprint",
] as const;

const sameChoices = (a: PurchaseRow, b: PurchaseRow) =>
  CHOICES.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

function invalid(message: string, field?: string): AppError {
  return new AppError("invalid_input", "checkout.input.invalid", message, field ? { field } : undefined);
}

const isSpeed = (code: string) =>
  code === DIGITAL_DELIVERY.code || (SPEED_CODES as readonly string[]).includes(code);

/** A gift message as kept: line breaks as LF, tabs as spaces, trimmed; control characters refused. */
function cleanGiftMessage(message: string): string {
  if (hasUnacceptableCharacter(message)) {
    throw new AppError("invalid_input", "gift.options.invalid", CHECKOUT_ANSWERS.giftMessageCharacters, {
      field: "giftMessage",
    });
  }
  return message.replace(/\r\n?/g, "\n").replaceAll("\t", " ").trim();
}

/** The field of a choice step, for a refusal's words. */
const STEP_FIELDS: Readonly<Record<ChoiceStep, string>> = {
  address: "addressId",
  payment: "paymentInstrumentId",
  shipoption: "shipmentSpeed",
};

/**
 * Refuses (409 checkout.step.locked) a change to a completed step that the furthest allowed step
 * does not let change (spec 2 section 4), judged on the purchase as it was before the change. A
 * choice equal to the current one is no change; only a real change costs the second pricing.
 */
async function refuseLockedSteps(
  tx: Db,
  customer: CheckoutCustomer,
  row: PurchaseRow,
  lines: readonly BagLine[],
  change: ConfigureChange,
  now: Date,
): Promise<void> {
  if (change.clearPurchaseDoc) return;
  const asked: ChoiceStep[] = [];
  if (change.addressId !== undefined && change.addressId !== row.shippingAddressId) asked.push("address");
  if (change.paymentInstrumentId !== undefined && change.paymentInstrumentId !== row.paymentInstrumentId) {
    asked.push("payment");
  }
  if (change.shipmentSpeed !== undefined && change.shipmentSpeed !== row.shipSpeed) asked.push("shipoption");
  if (asked.length === 0) return;
  const before = buildPurchase(
    await purchaseInput(tx, customer, { ...row, bagFingerprint: bagFingerprint(lines) }, lines, now),
  );
  const digitalOnly = before.purchaseType === "DIGITAL";
  const locked = asked.find(
    (step) =>
      !(step === "shipoption" && change.shipmentSpeed === before.shipmentSpeed) &&
      !mayChoose(step, before.furthestStep, digitalOnly),
  );
  if (locked) {
    throw new AppError("conflict", "checkout.step.locked", STEP_LOCKED_MESSAGES[locked], {
      field: STEP_FIELDS[locked],
    });
  }
}

/**
 * Applies a change to the row (in memory): each choice is checked as the customer's own before it
 * is kept. Answers the row as changed and what to tell the shopper.
 */
async function applyChange(
  tx: Db,
  customer: CheckoutCustomer,
  row: PurchaseRow,
  lines: readonly BagLine[],
  change: ConfigureChange,
  now: Date,
): Promise<{ row: PurchaseRow; message?: string }> {
  const { customerId } = customer;
  let next: PurchaseRow = change.clearPurchaseDoc
    ? { ...row, ...(await defaults(tx, customerId, now)) }
    : { ...row };
  let message: string | undefined;
  if (change.addressId !== undefined) {
    await getAddress(tx, customerId, change.addressId);
    next = { ...next, shippingAddressId: change.addressId };
  }
  if (change.paymentInstrumentId !== undefined) {
    await getCard(tx, customerId, change.paymentInstrumentId, now);
    next = { ...next, paymentInstrumentId: change.paymentInstrumentId };
  }
  if (change.shipmentSpeed !== undefined) {
    if (!isSpeed(change.shipmentSpeed)) throw invalid(CHECKOUT_ANSWERS.speedUnavailable, "shipmentSpeed");
    next = { ...next, shipSpeed: change.shipmentSpeed };
  }
  if (change.useGCBalance !== undefined) next = { ...next, useGcBalance: change.useGCBalance };
  if (change.removeCoupon) {
    next = { ...next, couponCode: null };
    message = CHECKOUT_ANSWERS.couponRemoved;
  }
  if (change.coupon !== undefined) {
    const applied = await applyCode(tx, customer, lines, change.coupon, now);
    next = applied.giftCard ? { ...next, useGcBalance: true } : { ...next, couponCode: applied.code };
    message = applied.giftCard ? CHECKOUT_ANSWERS.giftCardApplied : CHECKOUT_ANSWERS.couponApplied;
  }
  if (change.giftOptions !== undefined || change.isRemovingGiftOptions) {
    const inBag = new Set(lines.map((line) => String(line.stockId)));
    const messages = { ...next.giftMessages };
    for (const option of change.giftOptions ?? []) {
      if (!inBag.has(option.lineItemId)) throw invalid(CHECKOUT_ANSWERS.lineNotInBag, "lineItemId");
      const text = cleanGiftMessage(option.giftMessage);
      if (text.length > MAX_GIFT_MESSAGE) {
        throw new AppError("invalid_input", "gift.options.invalid", CHECKOUT_ANSWERS.giftMessageTooLong, {
          field: "giftMessage",
        });
      }
      if (change.isRemovingGiftOptions || text === "") delete messages[option.lineItemId];
      else messages[option.lineItemId] = text;
    }
    if (change.isRemovingGiftOptions && (change.giftOptions ?? []).length === 0) {
      for (const key of Object.keys(messages)) delete messages[key];
    }
    const removing =
      change.isRemovingGiftOptions ||
      (change.giftOptions ?? []).every((o) => cleanGiftMessage(o.giftMessage) === "");
    next = { ...next, giftMessages: messages };
    message = removing ? CHECKOUT_ANSWERS.giftRemoved : CHECKOUT_ANSWERS.giftSaved;
  }
  return { row: next, ...(message !== undefined && { message }) };
}

/**
 * A code typed at checkout: a promo code when one has it, else a gift card's claim code (claimed to
 * the customer's balance, which the purchase then uses). Neither: 400 with the promo's or the gift
 * card's own words, and extraInfo the spec's headline and the 'Invalid Coupon Code' event.
 */
async function applyCode(
  tx: Db,
  customer: CheckoutCustomer,
  lines: readonly BagLine[],
  typed: string,
  now: Date,
): Promise<{ code: string; giftCard: boolean }> {
  const priced = await pricedLines(tx, lines);
  const subtotalCents = priced
    .filter((l) => !l.isGiftCard)
    .reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const { promotion, check } = await checkPromoCode(tx, {
    customerId: customer.customerId,
    typedCode: typed,
    subtotalCents,
    now,
  });
  if (check.ok && promotion) return { code: promotion.code, giftCard: false };
  const refusal = (message: string, trackingEvent?: string) =>
    new AppError("invalid_input", "checkout.coupon.invalid", message, {
      field: "coupon",
      extraInfo: { headline: CHECKOUT_ANSWERS.badCode, ...(trackingEvent && { trackingEvent }) },
    });
  if (promotion || check.ok || check.violation !== "PROMO_INVALID") {
    throw refusal(check.ok ? PROMO_MESSAGES.PROMO_INVALID : check.message);
  }
  // Not a promo code: perhaps a gift card's claim code.
  try {
    await claimGiftCard(tx, customer.customerId, typed, now);
    return { code: normalisePromoCode(typed), giftCard: true };
  } catch (error) {
    const words = checkoutGiftCardMessage(error);
    if (words === null) throw error;
    // A code that is no gift card either reads as a bad promo code, tracked as the spec asks.
    if (giftCardRefusalOf(error) === "notValid") {
      // Tracked by configureCheckout; never with the code typed, which may be someone's gift card.
      throw refusal(check.message, INVALID_COUPON_EVENT);
    }
    throw refusal(words);
  }
}

async function writeRow(tx: Db, before: PurchaseRow, after: PurchaseRow, purchase: Purchase, now: Date) {
  const versionNumber = sameChoices(before, after) ? before.versionNumber : before.versionNumber + 1;
  await tx
    .update(purchases)
    .set({
      versionNumber,
      bagFingerprint: after.bagFingerprint,
      shippingAddressId: after.shippingAddressId,
      paymentInstrumentId: after.paymentInstrumentId,
      shipSpeed: after.shipSpeed,
      originalShippingCents: after.originalShippingCents ?? purchase.chargeSummary.shippingCharge,
      shownPromises: promisesShown(purchase),
      couponCode: after.couponCode,
      useGcBalance: after.useGcBalance,
      giftMessages: after.giftMessages,
      updatedAt: now,
    })
    .where(eq(purchases.purchaseId, before.purchaseId));
  return versionNumber;
}

/**
 * POST /v1/checkout/configure and every checkout page: opens the customer's purchase (or reads
 * the one named), applies the change, and answers the purchase document priced now. The version
 * grows when a choice or the bag changed. An empty bag is 400 checkout.cart.empty; another
 * customer's purchase, or a placed one, is 404 purchase.not.found; a choice that is not the
 * customer's (an address or card id of someone else's, or deleted) is refused with its own words.
 * A refusal that names a tracking event ('Invalid Coupon Code') is tracked.
 */
export async function configureCheckout(
  db: Db,
  customer: CheckoutCustomer,
  request: ConfigureChange & { purchaseId?: string },
  now: Date,
  telemetry: { track: Track },
): Promise<CheckoutAnswer> {
  try {
    return await configureInTransaction(db, customer, request, now);
  } catch (error) {
    const event = trackingEventOf(error);
    if (event !== undefined) telemetry.track(event, {});
    throw error;
  }
}

/** The tracking event a refusal names in its extraInfo, if any. */
function trackingEventOf(error: unknown): string | undefined {
  const extraInfo = isAppError(error) ? error.details?.extraInfo : undefined;
  const event =
    typeof extraInfo === "object" && extraInfo !== null ? Reflect.get(extraInfo, "trackingEvent") : undefined;
  return typeof event === "string" ? event : undefined;
}

function configureInTransaction(
  db: Db,
  customer: CheckoutCustomer,
  request: ConfigureChange & { purchaseId?: string },
  now: Date,
): Promise<CheckoutAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockPurchase(tx, customer, request.purchaseId, now);
    if (row.status !== "open") {
      throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
    }
    const lines = await bagLines(tx, customer.customerId, true);
    if (lines.length === 0)
      throw new AppError("invalid_input", "checkout.cart.empty", CHECKOUT_ANSWERS.emptyCart);
    await refuseLockedSteps(tx, customer, row, lines, request, now);
    const changed = await applyChange(tx, customer, row, lines, request, now);
    const after = { ...changed.row, bagFingerprint: bagFingerprint(lines) };
    const built = buildPurchase(await purchaseInput(tx, customer, after, lines, now));
    if (request.shipmentSpeed !== undefined && built.shipmentSpeed !== request.shipmentSpeed) {
      throw invalid(CHECKOUT_ANSWERS.speedUnavailable, "shipmentSpeed");
    }
    const versionNumber = await writeRow(tx, row, after, built, now);
    const purchase = { ...built, versionNumber };
    return { purchase, ...(changed.message !== undefined && { message: changed.message }) };
  });
}

/** The purchase's row and its document priced now, in the caller's transaction (placing an order). */
export async function lockedPurchaseForOrder(
  tx: Db,
  customer: CheckoutCustomer,
  purchaseId: string,
  now: Date,
): Promise<
  | { placed: true; row: PurchaseRow }
  | { placed: false; row: PurchaseRow; lines: BagLine[]; input: PurchaseInput; purchase: Purchase }
> {
  const row = await lockPurchase(tx, customer, purchaseId, now);
  // A placed purchase (a replay that waited for the lock): nothing more to read.
  if (row.status !== "open") return { placed: true, row };
  const lines = await bagLines(tx, customer.customerId, true);
  const input = await purchaseInput(tx, customer, row, lines, now);
  return { placed: false, row, lines, input, purchase: buildPurchase(input) };
}

/** Marks the purchase placed with its order, in the order's transaction. */
export async function markPlaced(tx: Db, purchaseId: string, orderId: string, now: Date): Promise<void> {
  await tx
    .update(purchases)
    .set({ status: "placed", orderId, updatedAt: now })
    .where(and(eq(purchases.purchaseId, purchaseId), eq(purchases.status, "open")));
}

/** The placed purchase's order id, for replays of its finalize. */
export async function placedOrderOf(db: Db, customerId: number, purchaseId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: purchases.orderId })
    .from(purchases)
    .where(
      and(
        eq(purchases.purchaseId, purchaseId),
        eq(purchases.customerId, customerId),
        sql`${purchases.status} = 'placed'`,
      ),
    );
  return row?.orderId ?? null;
}
