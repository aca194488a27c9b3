import { findStockItems } from "../catalog/index.server.ts";
import type { Db } from "../core/index.ts";
import type { AddressSnapshot } from "../orders/index.server.ts";
import { type ExchangeChoice, exchangeChoices, exchangedLine } from "./exchange.server.ts";
import { INELIGIBLE_WORDS, type IneligibleReason } from "./rules.ts";
import { ineligibilityOf, type ReturnCandidate, readCandidates } from "./submit.server.ts";

/** An item as the exchange's first step shows it (spec 2 preExchangeInfo). */
export interface ExchangePreview {
  candidate: ReturnCandidate;
  eligible: boolean;
  ineligibleReason: IneligibleReason | null;
  ineligibleWords: string | null;
  /** The product's sizes, widths and colours, each with whether it may be chosen. */
  choices: ExchangeChoice[];
  /** Where the replacement goes unless another saved address is chosen. */
  shipTo: AddressSnapshot | null;
}

/**
 * GET /v1/exchange/initiate and previewEligibility: whether one of the customer's items may be
 * exchanged (the return rules: delivered, inside the window, under 10 attempts, in no open return)
 * and what for. Another customer's item is not found (404).
 */
export async function previewExchange(
  db: Db,
  customerId: number,
  itemUniqueId: string,
  now: Date,
): Promise<ExchangePreview> {
  const [candidate] = await readCandidates(db, customerId, [itemUniqueId], false);
  if (!candidate) throw new Error("a candidate expected");
  const reason = ineligibilityOf(candidate, now);
  const stocks = await findStockItems(db, { productIds: [candidate.line.productId] });
  const choices = exchangeChoices(exchangedLine(candidate), stocks).sort(
    (a, b) => a.styleId - b.styleId || a.stockId - b.stockId,
  );
  return {
    candidate,
    eligible: reason === null,
    ineligibleReason: reason,
    ineligibleWords: reason ? INELIGIBLE_WORDS[reason] : null,
    choices,
    shipTo: candidate.order.shippingAddress,
  };
}
