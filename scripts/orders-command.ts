import { parseArgs } from "node:util";
import { formatPrice } from "../modules/catalog/index.ts";
import {
  cancelItems,
  deliverOrder,
  historyLine,
  listOrdersForOperators,
  markDeliveryMistake,
  markOutForDelivery,
  type Parcel,
  processOrder,
  readOrderHistory,
  shipOrder,
} from "../modules/orders/index.server.ts";
import {
  CANCEL_REASON_CODES,
  type CancelReason,
  type ItemStatus,
  isItemStatus,
  isOrderId,
} from "../modules/orders/index.ts";
import {
  listReturnsForOperators,
  type ReturnStep,
  RMA_PATTERN,
  returnStep,
} from "../modules/returns/index.server.ts";
import type { Services } from "../modules/services/index.server.ts";

// The warehouse's command (issue 13, "Fulfilment") without its process: scripts/orders.ts reads the
// command line, opens the configured database and prints; tests call the same two functions in
// process, on a database they hold open (one process start-up each was most of their time).

export const USAGE = `usage: npm run orders -- <command>
  list [--status SUBMITTED] [--limit 20]     the newest orders, with their next step
  history <orderId>                          every move of the order: from, to, who, why, when
  process <orderId>                          submitted items to processing
  ship <orderId> [--carrier UPS --tracking 1Z...]
                                             ship what is submitted or processing (the card is charged)
  out-for-delivery <orderId>                 the order's parcels are out for delivery
  deliver <orderId>                          the order's parcels are delivered
  mistake <orderId> <itemUniqueId>           a shipped item was delivered wrongly
  cancel <orderId> <itemUniqueId>... [--reason no-reason]
                                             cancel items that have not shipped
  returns [--limit 20]                       the newest returns, with their next step
  return-scan <RMA-number>                   the carrier has the return's box
  return-receive <RMA-number>                the warehouse received it (stock back on the shelf)
  return-refund <RMA-number>                 the money goes back (card, gift card balance)`;

/** A command line refused before the database opens, its message ending with the usage. */
export class OrdersUsageError extends Error {
  constructor(
    message: string,
    /** 2 when node's parseArgs refused the line (an unknown or incomplete option), 1 otherwise. */
    readonly exitCode: 1 | 2,
  ) {
    super(`${message}\n${USAGE}`);
    this.name = "OrdersUsageError";
  }
}

/** A command line, checked: the command and what it acts on. */
export type OrdersRequest =
  | { command: "list"; limit: number; status?: ItemStatus }
  | { command: "returns"; limit: number }
  | { command: "process" | "out-for-delivery" | "deliver" | "history"; orderId: string }
  | { command: "ship"; orderId: string; parcel: Parcel | null }
  | { command: "mistake"; orderId: string; itemUniqueId: string }
  | { command: "cancel"; orderId: string; itemUniqueIds: string[]; reason: CancelReason }
  | { command: "return-step"; rmaNumber: string; step: ReturnStep };

const RETURN_STEP_OF = {
  "return-scan": "scan",
  "return-receive": "receive",
  "return-refund": "refund",
} as const satisfies Record<string, ReturnStep>;

const COMMANDS = [
  "list",
  "history",
  "process",
  "ship",
  "out-for-delivery",
  "deliver",
  "mistake",
  "cancel",
  "returns",
  "return-scan",
  "return-receive",
  "return-refund",
] as const;

function refuse(message: string): never {
  throw new OrdersUsageError(message, 1);
}

/**
 * Reads the command's arguments (without node and the script), or throws an OrdersUsageError: all
 * is checked before the database opens, so a typo costs nothing.
 */
export function parseOrdersCommand(argv: string[]): OrdersRequest {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        args: argv,
        options: {
          status: { type: "string" },
          limit: { type: "string" },
          carrier: { type: "string" },
          tracking: { type: "string" },
          reason: { type: "string" },
        },
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      throw new OrdersUsageError(error instanceof Error ? error.message : String(error), 2);
    }
  })();
  const [name, argument = ""] = positionals;
  const command = COMMANDS.find((known) => known === name);
  if (!command) refuse(name ? `unknown command '${name}'` : "a command is needed");
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    refuse("--limit must be a whole number from 1 to 1000");
  const { status, carrier, tracking } = values;
  if (status !== undefined && !isItemStatus(status)) refuse(`unknown status '${status}'`);
  if ((carrier === undefined) !== (tracking === undefined)) refuse("give --carrier and --tracking together");
  for (const text of [carrier, tracking]) {
    if (text !== undefined && !/^[A-Za-z0-9 ._-]{1,40}$/.test(text))
      refuse("--carrier and --tracking: 1 to 40 letters, digits, spaces, . _ -");
  }
  const reason = CANCEL_REASON_CODES.find((code) => code === (values.reason ?? "no-reason"));
  if (!reason) refuse(`--reason is one of ${CANCEL_REASON_CODES.join(", ")}`);

  switch (command) {
    case "list":
      return { command, limit, ...(status !== undefined && { status }) };
    case "returns":
      return { command, limit };
    case "return-scan":
    case "return-receive":
    case "return-refund":
      if (!RMA_PATTERN.test(argument)) refuse("an RMA number is RMA- and ten digits");
      return { command: "return-step", rmaNumber: argument, step: RETURN_STEP_OF[command] };
  }
  if (!isOrderId(argument)) refuse("an order number is ddd-ddddddd-ddddddd, or digits only");
  const orderId = argument;
  switch (command) {
    case "ship":
      return {
        command,
        orderId,
        parcel:
          carrier !== undefined && tracking !== undefined ? { carrier, trackingNumber: tracking } : null,
      };
    case "mistake":
      return {
        command,
        orderId,
        itemUniqueId: positionals[2] ?? refuse("the item's itemUniqueId is needed"),
      };
    case "cancel": {
      const itemUniqueIds = positionals.slice(2);
      if (itemUniqueIds.length === 0) refuse("name the items to cancel by their itemUniqueId");
      return { command, orderId, itemUniqueIds, reason };
    }
    default:
      return { command, orderId };
  }
}

const RETURN_STEP_DONE: Record<ReturnStep, string> = {
  scan: "on its way back",
  receive: "received",
  refund: "refunded",
};

/** Runs a checked command on the store's services (and their database); the answer is what the command prints. */
export async function runOrdersCommand(
  services: Services,
  request: OrdersRequest,
  now: Date,
): Promise<string> {
  const { db } = services;
  switch (request.command) {
    case "return-step":
      await returnStep(services, request.rmaNumber, request.step, now);
      return `Return ${request.rmaNumber}: ${RETURN_STEP_DONE[request.step]}.`;
    case "returns": {
      const rows = await listReturnsForOperators(db, { limit: request.limit });
      if (rows.length === 0) return "No returns.";
      return rows
        .map(
          (row) =>
            `${row.rmaNumber}  ${row.createdAt.toISOString()}  ${row.status.padEnd(17)} ${row.labelType.padEnd(16)} ${row.items} item(s)  next: ${row.nextStep ?? "-"}  ${row.email}`,
        )
        .join("\n");
    }
    case "list": {
      const rows = await listOrdersForOperators(db, {
        limit: request.limit,
        ...(request.status !== undefined && { status: request.status }),
      });
      if (rows.length === 0) return "No orders.";
      return rows
        .map(
          (row) =>
            `${row.orderId}  ${row.placedAt.toISOString()}  ${row.status.padEnd(24)} ${formatPrice(row.grandTotalCents).padStart(10)}  ${row.items} item(s)  next: ${row.nextStep ?? "-"}  ${row.email}`,
        )
        .join("\n");
    }
    case "history": {
      const rows = await readOrderHistory(db, request.orderId);
      return rows.length === 0 ? `No order ${request.orderId}.` : rows.map(historyLine).join("\n");
    }
    case "process":
      await processOrder(services, request.orderId, now);
      return `Order ${request.orderId}: processing.`;
    case "ship": {
      const outcome = await shipOrder(services, request.orderId, request.parcel, now);
      return outcome.shipped
        ? `Order ${request.orderId}: shipped as ${outcome.shipmentId}.`
        : `Order ${request.orderId}: the card was declined; the customer was asked for another.`;
    }
    case "out-for-delivery":
      await markOutForDelivery(services, request.orderId, now);
      return `Order ${request.orderId}: out for delivery.`;
    case "deliver":
      await deliverOrder(services, request.orderId, now);
      return `Order ${request.orderId}: delivered.`;
    case "mistake":
      await markDeliveryMistake(services, request.orderId, request.itemUniqueId);
      return `Order ${request.orderId}: item ${request.itemUniqueId} marked as a delivery mistake.`;
    case "cancel": {
      const answer = await cancelItems(
        services,
        { kind: "operator" },
        {
          orderId: request.orderId,
          items: request.itemUniqueIds.map((itemUniqueId) => ({ itemUniqueId, reason: request.reason })),
        },
        now,
      );
      return `Order ${request.orderId}: cancelled ${answer.cancelled.join(", ")}; ${formatPrice(answer.refund.totalCents)} given back.`;
    }
  }
}
