import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { imageUrl } from "../catalog/index.ts";
import { AppError, type Db } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { customerOrders, type LineRow, linesById, trackedLines } from "../orders/index.server.ts";
import { formatOrderDate } from "../orders/index.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import {
  cancellableReturn,
  INELIGIBLE_WORDS,
  type IneligibleReason,
  isLabelType,
  isReturnTrackingStatus,
  type LabelType,
  RETURN_REASONS,
  RETURN_TRACKING_WORDS,
  type ReturnStatus,
  type ReturnTrackingStatus,
  returnStatusOf,
  returnStatusWords,
  TRANSPORT_OPTIONS,
} from "./rules.ts";
import { type LabelAddressSnapshot, returnContracts, returns } from "./schema.server.ts";
import { ineligibilityOf } from "./submit.server.ts";

/** An item as the returns pages show it. */
export interface ReturnItemView {
  itemUniqueId: string;
  orderId: string;
  brandName: string;
  productName: string;
  color: string;
  size: string;
  width: string | null;
  quantity: number;
  unitPriceCents: number;
  productId: number;
  styleId: number;
  stockId: number;
  imageUrl: string;
}

/** An item of the returns' first step: may it go back, and if not, why. */
export interface ReturnableItemView extends ReturnItemView {
  placedAt: Date;
  placedAtText: string;
  returnAttempts: number;
  eligible: boolean;
  ineligibleReason: IneligibleReason | null;
  ineligibleWords: string | null;
}

export interface ContractView {
  contractId: string;
  kind: "return" | "exchange";
  reason: string;
  reasonWords: string;
  state: "open" | "cancelled" | "closed";
  refundCardCents: number;
  refundGiftCardCents: number;
  refundedAt: Date | null;
  item: ReturnItemView;
}

export interface ReturnView {
  rmaNumber: string;
  marketplace: string;
  labelType: LabelType;
  carrier: string;
  trackingNumber: string;
  trackingStatus: ReturnTrackingStatus;
  trackingWords: string;
  status: ReturnStatus;
  statusWords: string;
  pickupDate: string | null;
  fromAddress: LabelAddressSnapshot;
  toAddress: LabelAddressSnapshot;
  createdAt: Date;
  createdAtText: string;
  cancellable: boolean;
  printable: boolean;
  exchangeOrderId: string | null;
  contracts: ContractView[];
}

type ReturnRow = typeof returns.$inferSelect;
type ContractRow = typeof returnContracts.$inferSelect;

const itemView = (line: LineRow): ReturnItemView => ({
  itemUniqueId: line.itemUniqueId,
  orderId: line.orderId,
  brandName: line.brandName,
  productName: line.productName,
  color: line.color,
  size: line.size,
  width: line.width,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  productId: line.productId,
  styleId: line.styleId,
  stockId: line.stockId,
  imageUrl: imageUrl(line.styleId, "MAIN", "thumbnail"),
});

const reasonWords = (reason: string) =>
  Object.entries(RETURN_REASONS).find(([code]) => code === reason)?.[1] ?? reason;

function returnView(
  row: ReturnRow,
  contracts: readonly ContractRow[],
  lines: ReadonlyMap<string, LineRow>,
  marketplaces: readonly Marketplace[],
): ReturnView {
  const trackingStatus = isReturnTrackingStatus(row.status) ? row.status : "NO_TRACKING_DATA";
  const status = returnStatusOf(trackingStatus);
  const storeName = marketplaces.find((m) => m.subsiteId === row.marketplace)?.name ?? row.marketplace;
  const labelType = isLabelType(row.labelType) ? row.labelType : "PRINT";
  return {
    rmaNumber: row.rmaNumber,
    marketplace: row.marketplace,
    labelType,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingStatus,
    trackingWords: RETURN_TRACKING_WORDS[trackingStatus],
    status,
    statusWords: returnStatusWords(status, storeName, row.carrier),
    pickupDate: row.pickupDate,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    createdAt: row.createdAt,
    createdAtText: formatOrderDate(row.createdAt),
    cancellable:
      cancellableReturn(trackingStatus) && contracts.some((c) => c.state === "open" && c.kind === "return"),
    printable: TRANSPORT_OPTIONS[labelType].printable && trackingStatus !== "CANCELLED",
    exchangeOrderId: row.exchangeOrderId,
    contracts: contracts.flatMap((contract) => {
      const line = lines.get(contract.itemUniqueId);
      if (!line) return [];
      return [
        {
          contractId: contract.contractId,
          kind: contract.kind === "exchange" ? "exchange" : "return",
          reason: contract.reason,
          reasonWords: reasonWords(contract.reason),
          state:
            contract.state === "cancelled" ? "cancelled" : contract.state === "closed" ? "closed" : "open",
          refundCardCents: contract.refundCardCents,
          refundGiftCardCents: contract.refundGiftCardCents,
          refundedAt: contract.refundedAt,
          item: itemView(line),
        },
      ];
    }),
  };
}

async function viewsOf(db: Db, rows: readonly ReturnRow[], marketplaces: readonly Marketplace[]) {
  if (rows.length === 0) return [];
  const contracts = await db
    .select()
    .from(returnContracts)
    .where(
      inArray(
        returnContracts.rmaNumber,
        rows.map((row) => row.rmaNumber),
      ),
    )
    .orderBy(asc(returnContracts.contractId));
  const lines = await linesById(
    db,
    contracts.map((c) => c.itemUniqueId),
  );
  return rows.map((row) =>
    returnView(
      row,
      contracts.filter((c) => c.rmaNumber === row.rmaNumber),
      lines,
      marketplaces,
    ),
  );
}

/** One of the customer's returns by its RMA number (another's: not found, 404). */
export async function getReturnView(
  db: Db,
  marketplaces: readonly Marketplace[],
  customerId: number,
  rmaNumber: string,
): Promise<ReturnView> {
  const rows = await db
    .select()
    .from(returns)
    .where(and(eq(returns.rmaNumber, rmaNumber), eq(returns.customerId, customerId)));
  const [view] = await viewsOf(db, rows, marketplaces);
  if (!view) throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
  return view;
}

/** The return holding a contract (and, when given, of that shipment line item) of the customer's. */
export async function getReturnOfContract(
  db: Db,
  marketplaces: readonly Marketplace[],
  customerId: number,
  contractId: string,
  itemUniqueId?: string,
): Promise<{ view: ReturnView; contract: ContractView }> {
  const [row] = await db
    .select({ rmaNumber: returnContracts.rmaNumber, itemUniqueId: returnContracts.itemUniqueId })
    .from(returnContracts)
    .where(eq(returnContracts.contractId, contractId));
  if (!row || (itemUniqueId !== undefined && row.itemUniqueId !== itemUniqueId)) {
    throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
  }
  const view = await getReturnView(db, marketplaces, customerId, row.rmaNumber);
  const contract = view.contracts.find((c) => c.contractId === contractId);
  if (!contract) throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
  return { view, contract };
}

export const RETURN_PAGE_SIZE = 10;

/** The customer's returns, newest first, a page at a time. */
export async function listReturnViews(
  db: Db,
  marketplaces: readonly Marketplace[],
  customerId: number,
  page: number,
): Promise<{ returns: ReturnView[]; totalPages: number }> {
  const [total] = await db.select({ n: count() }).from(returns).where(eq(returns.customerId, customerId));
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.customerId, customerId))
    .orderBy(desc(returns.createdAt), desc(returns.rmaNumber))
    .limit(RETURN_PAGE_SIZE)
    .offset((page - 1) * RETURN_PAGE_SIZE);
  return {
    returns: await viewsOf(db, rows, marketplaces),
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / RETURN_PAGE_SIZE)),
  };
}

/** How far back the returns' first step looks for items when no order is named. */
const RECENT_ORDERS = 50;

/**
 * GET /v1/return/initiate: the items the customer might return, with whether each may go back and
 * why not: one order's lines (another's order: 404), or the lines of their recent orders that
 * were delivered.
 */
export async function returnableItems(
  db: Db,
  customerId: number,
  orderId: string | null,
  now: Date,
): Promise<ReturnableItemView[]> {
  const orderRows = await customerOrders(db, customerId, orderId, RECENT_ORDERS);
  if (orderId !== null && orderRows.length === 0) {
    throw new AppError("not_found", "order.not.found", "We could not find that order.");
  }
  if (orderRows.length === 0) return [];
  const rows = await trackedLines(db, { orderIds: orderRows.map((o) => o.orderId) });
  const open = await db
    .select({ itemUniqueId: returnContracts.itemUniqueId })
    .from(returnContracts)
    .where(
      and(
        inArray(
          returnContracts.orderId,
          orderRows.map((o) => o.orderId),
        ),
        eq(returnContracts.state, "open"),
      ),
    );
  const openIds = new Set(open.map((row) => row.itemUniqueId));
  // A replacement waits for the item it replaced to come back before it may go back itself.
  const replaced = rows.flatMap(({ line }) =>
    line.exchangeOfItemUniqueId ? [line.exchangeOfItemUniqueId] : [],
  );
  const stillOut =
    replaced.length === 0
      ? []
      : await db
          .select({ itemUniqueId: returnContracts.itemUniqueId })
          .from(returnContracts)
          .where(and(inArray(returnContracts.itemUniqueId, replaced), eq(returnContracts.state, "open")));
  const outIds = new Set(stillOut.map((row) => row.itemUniqueId));
  const byId = new Map(orderRows.map((order) => [order.orderId, order]));
  const items = rows.flatMap(({ line, tracking }) => {
    const order = byId.get(line.orderId);
    if (!order || line.isEgc) return [];
    const reason = ineligibilityOf(
      {
        line,
        order,
        tracking,
        inOpenReturn: openIds.has(line.itemUniqueId),
        replacedItemOut: line.exchangeOfItemUniqueId !== null && outIds.has(line.exchangeOfItemUniqueId),
      },
      now,
    );
    return [
      {
        ...itemView(line),
        placedAt: order.placedAt,
        placedAtText: formatOrderDate(order.placedAt),
        returnAttempts: line.returnAttempts,
        eligible: reason === null,
        ineligibleReason: reason,
        ineligibleWords: reason ? INELIGIBLE_WORDS[reason] : null,
      },
    ];
  });
  // Without an order named, only what was delivered (may go back, or did already) is listed.
  return orderId === null ? items.filter((item) => item.ineligibleReason !== "not-delivered") : items;
}
