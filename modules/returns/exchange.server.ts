import { and, eq } from "drizzle-orm";
import { findStockItems, glProductGroupOf, type StockItem, takeStock } from "../catalog/index.server.ts";
import { addBusinessDays } from "../checkout/index.ts";
import { AppError, type Db } from "../core/index.ts";
import {
  type AddressSnapshot,
  announce,
  type Change,
  createOrder,
  exchangedOrderOf,
  newOrderId,
  scheduleExchangeOrder,
} from "../orders/index.server.ts";
import type { LabelType, ReturnReason } from "./rules.ts";
import { returns } from "./schema.server.ts";
import {
  checkReturnable,
  type NewReturn,
  type ReturnCandidate,
  type ReturnServices,
  readCandidates,
  writeReturn,
} from "./submit.server.ts";

/** The words of a refused exchange (ours; spec 2 names the calls only). */
export const EXCHANGE_ANSWERS = {
  notThisProduct: "An exchange is for another size, width or colour of the same product.",
  sameItem: "Choose a different size, width or colour to exchange for.",
  dearer: "That colour costs more than you paid: return this item and order it instead.",
  outOfStock: "Sorry, that size is no longer available.",
  confirmed: "Your exchange is confirmed",
} as const;

/** An exchange's replacement as it is offered: a stock item of the same product. */
export interface ExchangeChoice {
  stockId: number;
  styleId: number;
  color: string;
  size: string;
  width: string | null;
  onHand: number;
  /** Whether it may be chosen: in stock, not the item itself, and not dearer in another colour. */
  available: boolean;
}

/** The line an exchange is asked for, and what was paid for it (its own price, or what its exchanges replaced). */
export interface ExchangedLine {
  stockId: number;
  styleId: number;
  quantity: number;
  paidUnitCents: number;
}

/**
 * What an item may be exchanged for (spec 2 "Exchange", our rule): any size or width of its own
 * colour whatever its price now, or another colour of the same product whose price now is not
 * above what was paid; enough in stock for the line, not the very item, and a pair for a pair (a
 * single shoe for a single shoe of the same side).
 */
export function exchangeChoices(line: ExchangedLine, stocks: readonly StockItem[]): ExchangeChoice[] {
  const shoeType = stocks.find((stock) => stock.stockId === line.stockId)?.shoeType ?? null;
  return stocks
    .filter((stock) => stock.shoeType === shoeType && !stock.isGiftCard)
    .map((stock) => ({
      stockId: stock.stockId,
      styleId: stock.styleId,
      color: stock.color,
      size: stock.sizeLabel,
      width: stock.widthLabel,
      onHand: stock.onHand,
      available:
        stock.onHand >= line.quantity &&
        stock.stockId !== line.stockId &&
        (stock.styleId === line.styleId || stock.priceCents <= line.paidUnitCents),
    }));
}

/** The line of a candidate as exchangeChoices reads it. */
export const exchangedLine = (candidate: ReturnCandidate): ExchangedLine => ({
  stockId: candidate.line.stockId,
  styleId: candidate.line.styleId,
  quantity: candidate.line.quantity,
  paidUnitCents: candidate.source.unitPriceCents,
});

/** Refuses a replacement that may not be chosen, with the reason's words. */
function checkChoice(
  candidate: ReturnCandidate,
  replacement: StockItem | undefined,
  itself: StockItem | undefined,
): StockItem {
  const { line } = candidate;
  if (
    !replacement ||
    replacement.productId !== line.productId ||
    replacement.isGiftCard ||
    replacement.shoeType !== (itself?.shoeType ?? null)
  ) {
    throw new AppError("invalid_input", "exchange.not.same.product", EXCHANGE_ANSWERS.notThisProduct, {
      field: "stockId",
    });
  }
  if (replacement.stockId === line.stockId) {
    throw new AppError("invalid_input", "exchange.same.item", EXCHANGE_ANSWERS.sameItem, {
      field: "stockId",
    });
  }
  if (replacement.styleId !== line.styleId && replacement.priceCents > candidate.source.unitPriceCents) {
    throw new AppError("invalid_input", "exchange.price.higher", EXCHANGE_ANSWERS.dearer, {
      field: "stockId",
    });
  }
  return replacement;
}

/** An exchange as asked: the item, its replacement's stock, why, how the item goes back, and where the replacement goes. */
export interface ExchangeRequest {
  itemUniqueId: string;
  stockId: number;
  reason: ReturnReason;
  labelType: LabelType;
  /** Where the replacement goes: a snapshot of a saved address, else the original order's. */
  shipTo?: AddressSnapshot | null;
}

export interface NewExchange extends NewReturn {
  exchangeOrderId: string;
}

/**
 * POST /v1/exchange/submit: swaps a delivered item for another size, width or colour in one step
 * and one transaction, under the item's order's lock: the replacement's unit is taken off the
 * shelf (so nobody else can buy it; none left is exchange.out.of.stock), an exchange order for it
 * is written (it charges nothing) and goes straight to shipping, and the item's return is written
 * with its label, which the answer carries. No agent is involved.
 */
export async function submitExchange(
  services: ReturnServices,
  customerId: number,
  request: ExchangeRequest,
  now: Date,
): Promise<NewExchange> {
  const change: Change = { by: { kind: "customer", customerId }, at: now };
  const created = await services.db
    .transaction(async (tx) => {
      const [candidate] = await readCandidates(tx, customerId, [request.itemUniqueId], true);
      if (!candidate) throw new Error("a candidate expected");
      checkReturnable([candidate], now);
      const found = await findStockItems(tx, { stockIds: [request.stockId, candidate.line.stockId] });
      const replacement = checkChoice(
        candidate,
        found.find((stock) => stock.stockId === request.stockId),
        found.find((stock) => stock.stockId === candidate.line.stockId),
      );
      const short = await takeStock(tx, [
        { stockId: replacement.stockId, quantity: candidate.line.quantity },
      ]);
      if (short.length > 0) {
        throw new AppError("conflict", "exchange.out.of.stock", EXCHANGE_ANSWERS.outOfStock, {
          field: "stockId",
        });
      }
      const exchangeOrderId = await writeExchangeOrder(
        tx,
        candidate,
        replacement,
        request.shipTo ?? null,
        change,
      );
      const written = await writeReturn(
        tx,
        services,
        [candidate],
        {
          items: [{ itemUniqueId: request.itemUniqueId, reason: request.reason }],
          labelType: request.labelType,
          kind: "exchange",
          exchangeOrderId,
        },
        change,
      );
      await announce(tx, change, [
        {
          type: "exchange.created",
          stream: candidate.order.orderId,
          payload: {
            orderId: candidate.order.orderId,
            itemUniqueId: candidate.line.itemUniqueId,
            exchangeOrderId,
            rmaNumber: written.rmaNumber,
            stockId: replacement.stockId,
          },
        },
      ]);
      return { ...written, exchangeOrderId };
    })
    .catch((error: unknown) => {
      // Spec 2: exchange failures go to the error beacon (martyExchangesError): the exchange page
      // posts it (app/lib/telemetry); here the failure is logged with what the page does not see.
      services.logger?.warn(
        {
          type: "martyExchangesError",
          itemUniqueId: request.itemUniqueId,
          stockId: request.stockId,
          err: error,
        },
        "an exchange failed",
      );
      throw error;
    });
  services.events?.kick();
  return created;
}

/** The exchange order: the replacement at no charge, to the address given or the original order's. */
async function writeExchangeOrder(
  tx: Db,
  candidate: ReturnCandidate,
  replacement: StockItem,
  shipTo: AddressSnapshot | null,
  change: Change,
): Promise<string> {
  const { order, line } = candidate;
  const now = change.at;
  const orderId = newOrderId();
  await createOrder(tx, change, {
    orderId,
    customerId: order.customerId,
    purchaseId: `exchange-${orderId}`,
    purchaseVersion: 1,
    idempotencyKey: null,
    marketplace: order.marketplace,
    email: order.email,
    placedAt: now,
    shippingAddress: shipTo ?? order.shippingAddress,
    billingAddress: order.billingAddress,
    shipSpeed: "next-business",
    promiseDate: addBusinessDays(now, 1),
    subtotalCents: 0,
    couponCents: 0,
    shippingCents: 0,
    taxCents: 0,
    giftCardCents: 0,
    grandTotalCents: 0,
    cardCents: 0,
    couponCode: null,
    paymentInstrumentId: null,
    cardBrand: null,
    cardLast4: null,
    exchangeOfOrderId: order.orderId,
    returnWindowFrom: order.returnWindowFrom ?? order.placedAt,
    lines: [
      {
        stockId: replacement.stockId,
        asin: replacement.asin,
        productId: replacement.productId,
        styleId: replacement.styleId,
        colorId: replacement.colorId,
        productName: replacement.productName,
        brandName: replacement.brandName,
        color: replacement.color,
        size: replacement.sizeLabel,
        width: replacement.widthLabel,
        quantity: line.quantity,
        unitPriceCents: 0,
        glProductGroupType: glProductGroupOf(replacement),
        isGiftCard: false,
        isEgc: false,
        giftMessage: null,
        gcCustomization: null,
        exchangeOfItemUniqueId: line.itemUniqueId,
        // The exchange was one attempt of the item's: its replacement carries them on.
        returnAttempts: line.returnAttempts + 1,
      },
    ],
  });
  await scheduleExchangeOrder(tx, change, orderId);
  return orderId;
}

/** The exchange made with a return, by the exchange order's id (another customer's: not found). */
export async function findExchange(
  db: Db,
  customerId: number,
  exchangeOrderId: string,
): Promise<{ rmaNumber: string; exchangeOrderId: string; originalOrderId: string } | null> {
  const [row] = await db
    .select({ rmaNumber: returns.rmaNumber })
    .from(returns)
    .where(and(eq(returns.exchangeOrderId, exchangeOrderId), eq(returns.customerId, customerId)));
  const originalOrderId = row ? await exchangedOrderOf(db, exchangeOrderId) : null;
  if (!row || !originalOrderId) return null;
  return { rmaNumber: row.rmaNumber, exchangeOrderId, originalOrderId };
}
