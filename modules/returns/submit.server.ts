import { randomInt } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { addBusinessDays } from "../checkout/index.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { BackgroundDrain } from "../events/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import {
  type Change,
  customersItems,
  demoTrackingNumber,
  type LineRow,
  linesById,
  mailStoreOf,
  type OrderRow,
  ordersById,
  startReturn,
  trackedLines,
} from "../orders/index.server.ts";
import { itemStatusOf, type TrackingStatus } from "../orders/index.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import { tellOfReturn } from "./return-history.server.ts";
import {
  firstTrackingStatus,
  INELIGIBLE_WORDS,
  type IneligibleReason,
  type LabelType,
  type ReturnReason,
  returnIneligibility,
  TRANSPORT_OPTIONS,
  transportOptionsFor,
} from "./rules.ts";
import { type LabelAddressSnapshot, returnContracts, returnSchedule, returns } from "./schema.server.ts";

/** What the returns' writers need: the database, the stores (for mails and addresses), the mail's kick and a log. */
export interface ReturnServices {
  db: Db;
  marketplaces: readonly Marketplace[];
  mailDispatcher?: Pick<MailDispatcher, "kick">;
  /** The outbox's consumers (the returns' mails, webhooks): kicked after a commit that recorded events. */
  events?: Pick<BackgroundDrain, "kick">;
  logger?: Log;
}

/** The store's returns centre for a marketplace: where its boxes go back (a demo address). */
export function returnsCentre(store: Pick<Marketplace, "name">): LabelAddressSnapshot {
  return {
    fullName: `${store.name} Returns Center`,
    addressLine1: "1200 Commerce Way",
    addressLine2: "Dock 4",
    city: "Shepherdsville",
    stateOrRegion: "KY",
    postalCode: "40165",
    countryCode: "US",
  };
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join("");

/** An RMA number: RMA- and ten digits. */
export const newRmaNumber = () => `RMA-${digits(10)}`;

/** A new RMA number not taken yet (ten random digits: a clash only draws again). */
async function freeRmaNumber(tx: Db): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rmaNumber = newRmaNumber();
    const [taken] = await tx
      .select({ rmaNumber: returns.rmaNumber })
      .from(returns)
      .where(eq(returns.rmaNumber, rmaNumber));
    if (!taken) return rmaNumber;
  }
  throw new Error("no free RMA number after 5 draws");
}

/** A USPS-like tracking number: 92 and twenty digits. */
const uspsTrackingNumber = () => `92${digits(20)}`;

/** A label's tracking number, by the carrier of its label type. */
export const returnTrackingNumber = (labelType: LabelType) =>
  TRANSPORT_OPTIONS[labelType].carrier === "USPS" ? uspsTrackingNumber() : demoTrackingNumber();

/** An order line with what decides whether it may go back. */
export interface ReturnCandidate {
  line: LineRow;
  order: OrderRow;
  tracking: TrackingStatus | null;
  inOpenReturn: boolean;
  /** The line that was paid for: itself, or for an exchange's replacement, the item it replaced. */
  source: LineRow;
  /** A replacement whose exchanged item is still in an open return (not back yet). */
  replacedItemOut: boolean;
}

/**
 * The customer's lines by item id, with their orders, shipments' tracking and open returns. With
 * `lock`, the orders' rows are locked first, in order id order (every writer's order: no
 * deadlock), and the lines read after. An item that is not the customer's is not found (404).
 */
export async function readCandidates(
  tx: Db,
  customerId: number,
  itemIds: readonly string[],
  lock: boolean,
): Promise<ReturnCandidate[]> {
  const owned = await customersItems(tx, customerId, itemIds);
  if (owned.length !== new Set(itemIds).size) {
    throw new AppError("not_found", "return.item.not.found", RETURN_ANSWERS.itemNotFound);
  }
  const byOrder = await ordersById(
    tx,
    owned.map((row) => row.orderId),
    lock ? "lock" : "read",
  );
  const rows = await trackedLines(tx, { itemUniqueIds: itemIds });
  const open = await tx
    .select({ itemUniqueId: returnContracts.itemUniqueId })
    .from(returnContracts)
    .where(and(inArray(returnContracts.itemUniqueId, [...itemIds]), eq(returnContracts.state, "open")));
  const openIds = new Set(open.map((row) => row.itemUniqueId));
  const candidates: ReturnCandidate[] = [];
  for (const id of itemIds) {
    const row = rows.find((r) => r.line.itemUniqueId === id);
    const order = row && byOrder.get(row.line.orderId);
    if (!row || !order) throw new AppError("not_found", "return.item.not.found", RETURN_ANSWERS.itemNotFound);
    const { tracking } = row;
    const replaced = row.line.exchangeOfItemUniqueId;
    const replacedItemOut =
      replaced !== null &&
      (
        await tx
          .select({ contractId: returnContracts.contractId })
          .from(returnContracts)
          .where(and(eq(returnContracts.itemUniqueId, replaced), eq(returnContracts.state, "open")))
          .limit(1)
      ).length > 0;
    candidates.push({
      line: row.line,
      order,
      tracking,
      inOpenReturn: openIds.has(id),
      source: await refundSourceOf(tx, row.line),
      replacedItemOut,
    });
  }
  return candidates;
}

/** Why a candidate may not go back, or null. */
export function ineligibilityOf(
  candidate: Pick<ReturnCandidate, "line" | "order" | "tracking" | "inOpenReturn" | "replacedItemOut">,
  now: Date,
): IneligibleReason | null {
  const { line, order } = candidate;
  return returnIneligibility(
    {
      status: itemStatusOf(line.status),
      tracking: candidate.tracking,
      isGiftCard: line.isGiftCard,
      isEgc: line.isEgc,
      placedAt: order.returnWindowFrom ?? order.placedAt,
      returnAttempts: line.returnAttempts,
      inOpenReturn: candidate.inOpenReturn,
      replacedItemOut: candidate.replacedItemOut,
    },
    now,
  );
}

/**
 * Refuses a set of candidates that may not go back together: an item already in a return is
 * prior.contract.id, items of two marketplaces are ineligible.return.capable.destinations, any
 * other reason is ineligible.return.denied (its words name the reason).
 */
export function checkReturnable(candidates: readonly ReturnCandidate[], now: Date): void {
  for (const candidate of candidates) {
    const reason = ineligibilityOf(candidate, now);
    if (reason === "return-open") {
      throw new AppError("invalid_input", "prior.contract.id", RETURN_ANSWERS.priorContract, {
        extraInfo: { itemUniqueId: candidate.line.itemUniqueId },
      });
    }
    if (reason) {
      throw new AppError("invalid_input", "ineligible.return.denied", INELIGIBLE_WORDS[reason], {
        extraInfo: { itemUniqueId: candidate.line.itemUniqueId, reason },
      });
    }
  }
  if (new Set(candidates.map((c) => c.order.marketplace)).size > 1) {
    throw new AppError(
      "invalid_input",
      "ineligible.return.capable.destinations",
      RETURN_ANSWERS.mixedDestination,
    );
  }
}

/** A return as asked: the items with their reasons, and how the box goes back. */
export interface ReturnRequest {
  items: readonly { itemUniqueId: string; reason: ReturnReason }[];
  labelType: LabelType;
}

/** A return as written: its RMA number, contracts and label. */
export interface NewReturn {
  rmaNumber: string;
  contractIds: string[];
  labelType: LabelType;
  trackingNumber: string;
  pickupDate: string | null;
}

/** The line whose payment a refund of `line` comes from: itself, or what its exchanges replaced. */
async function refundSourceOf(tx: Db, line: LineRow): Promise<LineRow> {
  let source = line;
  for (let hops = 0; source.exchangeOfItemUniqueId !== null && hops < 20; hops += 1) {
    const replaced = (await linesById(tx, [source.exchangeOfItemUniqueId])).get(
      source.exchangeOfItemUniqueId,
    );
    if (!replaced) break;
    source = replaced;
  }
  return source;
}

/** The label's from address: the first order's shipping address. */
function fromAddressOf(order: OrderRow): LabelAddressSnapshot {
  const a = order.shippingAddress;
  if (!a) throw new AppError("invalid_input", "ineligible.return.denied", INELIGIBLE_WORDS["not-delivered"]);
  return {
    fullName: a.fullName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    stateOrRegion: a.stateOrRegion,
    postalCode: a.postalCode,
    countryCode: a.countryCode,
  };
}

/**
 * Writes a return of checked candidates in the caller's transaction (the orders locked): the
 * return with its label, a contract per item, each line RETURN_IN_PROGRESS with one more attempt,
 * the orders' statuses, the warehouse's first step, and (for a return) the confirmation mail with
 * the label.
 */
export async function writeReturn(
  tx: Db,
  services: ReturnServices,
  candidates: readonly ReturnCandidate[],
  request: ReturnRequest & { kind: "return" | "exchange"; exchangeOrderId?: string },
  change: Change,
): Promise<NewReturn> {
  const now = change.at;
  const first = candidates[0];
  if (!first) throw new AppError("invalid_input", "return.input.invalid", RETURN_ANSWERS.itemNotFound);
  if (!transportOptionsFor(candidates.length).some((o) => o.labelType === request.labelType)) {
    throw new AppError("invalid_input", "return.label.unavailable", RETURN_ANSWERS.labelUnavailable, {
      field: "labelType",
    });
  }
  const store = mailStoreOf(services.marketplaces, first.order.marketplace);
  const rmaNumber = await freeRmaNumber(tx);
  const trackingNumber = returnTrackingNumber(request.labelType);
  const pickupDate = request.labelType === "UPS_PICKUP" ? addBusinessDays(now, 1) : null;
  await tx.insert(returns).values({
    rmaNumber,
    customerId: first.order.customerId,
    marketplace: first.order.marketplace,
    email: first.order.email,
    labelType: request.labelType,
    carrier: TRANSPORT_OPTIONS[request.labelType].carrier,
    trackingNumber,
    status: firstTrackingStatus(request.labelType),
    fromAddress: fromAddressOf(first.order),
    toAddress: returnsCentre(store),
    pickupDate,
    exchangeOrderId: request.exchangeOrderId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const reasons = new Map(request.items.map((item) => [item.itemUniqueId, item.reason]));
  const contractIds = candidates.map(
    (_, index) => `${rmaNumber.slice(4)}${String(index + 1).padStart(2, "0")}`,
  );
  await tx.insert(returnContracts).values(
    candidates.map((candidate, index) => ({
      contractId: contractIds[index] ?? "",
      rmaNumber,
      orderId: candidate.order.orderId,
      itemUniqueId: candidate.line.itemUniqueId,
      kind: request.kind,
      reason: reasons.get(candidate.line.itemUniqueId) ?? "changed-mind",
      previousStatus: candidate.line.status,
      refundOrderId: candidate.source.orderId,
      refundItemUniqueId: candidate.source.itemUniqueId,
      createdAt: now,
    })),
  );
  await startReturn(
    tx,
    change,
    candidates.map((c) => c.line),
  );
  await tellOfReturn(tx, change, {
    rmaNumber,
    orderIds: candidates.map((c) => c.order.orderId),
    from: null,
    to: firstTrackingStatus(request.labelType),
    event: {
      type: "return.created",
      payload: {
        kind: request.kind,
        labelType: request.labelType,
        items: candidates.map((c) => ({
          itemUniqueId: c.line.itemUniqueId,
          reason: reasons.get(c.line.itemUniqueId) ?? "changed-mind",
        })),
      },
    },
  });
  await tx.insert(returnSchedule).values({ rmaNumber, step: "scan", since: now });
  return { rmaNumber, contractIds, labelType: request.labelType, trackingNumber, pickupDate };
}

/**
 * POST /v1/return/submit: the customer's items go back in one box with one label, in one
 * transaction under their orders' locks. Every item must be the customer's (else 404), delivered,
 * inside its window, under 10 attempts, in no open return (prior.contract.id) and of one
 * marketplace; two concurrent submits of an item make one return, the other is refused.
 */
export async function submitReturn(
  services: ReturnServices,
  customerId: number,
  request: ReturnRequest,
  now: Date,
): Promise<NewReturn> {
  const ids = request.items.map((item) => item.itemUniqueId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError("invalid_input", "return.input.invalid", RETURN_ANSWERS.duplicateItem, {
      field: "items",
    });
  }
  const created = await services.db.transaction(async (tx) => {
    const candidates = await readCandidates(tx, customerId, ids, true);
    checkReturnable(candidates, now);
    return writeReturn(
      tx,
      services,
      candidates,
      { ...request, kind: "return" },
      { by: { kind: "customer", customerId }, at: now },
    );
  });
  services.events?.kick();
  return created;
}
