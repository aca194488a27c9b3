import { createHash } from "node:crypto";
import { getAddress, listAddresses, type SavedAddress } from "../addresses/index.server.ts";
import { addressOf } from "../addresses/index.ts";
import type { BagLine } from "../cart/index.server.ts";
import { findStockItems, glProductGroupOf, type StockItem } from "../catalog/index.server.ts";
import { imageUrl, productLineOfStock, productPath } from "../catalog/index.ts";
import { type Db, isAppError } from "../core/index.ts";
import { cardFaceOf, getCard, listCards, type SavedCard } from "../payments/index.server.ts";
import { checkPromoCode, giftCardBalance } from "../promotions/index.server.ts";
import { PROMO_MESSAGES, type PromoViolation } from "../promotions/index.ts";
import { shippingBenefitOf } from "../rewards/index.server.ts";
import { mayUsePromoCode } from "../subscriptions/index.server.ts";
import type { Chosen, PurchaseAddress, PurchaseCard, PurchaseInput, PurchaseLineInput } from "./purchase.ts";
import type { CheckoutCustomer } from "./purchase-answers.ts";
import type { PurchaseRow } from "./schema.server.ts";

/**
 * What a purchase document is built from, read now: the bag's lines priced from the catalogue, the
 * chosen address and card as the customer's, the coupon checked, the balances and the benefit.
 */

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
  ...cardFaceOf(card),
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

/**
 * A typed code checked for the customer's bag: the promotion's own rules (modules/promotions), then
 * a newsletter welcome code only for the address it was mailed to (decision 214), refused as any
 * code not valid, so nothing tells whose it is.
 */
export async function checkCodeFor(
  db: Db,
  customer: CheckoutCustomer,
  typedCode: string,
  subtotalCents: number,
  now: Date,
): Promise<Awaited<ReturnType<typeof checkPromoCode>>> {
  const answer = await checkPromoCode(db, { customerId: customer.customerId, typedCode, subtotalCents, now });
  if (!answer.check.ok || answer.promotion === null) return answer;
  if (await mayUsePromoCode(db, answer.promotion.code, customer.customerId)) return answer;
  const message = PROMO_MESSAGES.PROMO_INVALID;
  return { promotion: answer.promotion, check: { ok: false, violation: "PROMO_INVALID", message } };
}

async function couponOf(
  db: Db,
  customer: CheckoutCustomer,
  code: string | null,
  subtotalCents: number,
  now: Date,
): Promise<PurchaseInput["coupon"]> {
  if (code === null) return null;
  const { promotion, check } = await checkCodeFor(db, customer, code, subtotalCents, now);
  if (check.ok && promotion) return { code: promotion.code, promotion };
  const violation: PromoViolation = check.ok ? "PROMO_INVALID" : check.violation;
  return { code, violation, message: check.ok ? PROMO_MESSAGES.PROMO_INVALID : check.message };
}

/** Everything the purchase document is built from, read in the caller's transaction (or not). */
export async function purchaseInput(
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
export async function defaults(db: Db, customerId: number, now: Date) {
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
