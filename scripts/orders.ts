import { parseArgs } from "node:util";
import { formatPrice } from "../modules/catalog/index.ts";
import { isAppError } from "../modules/core/index.ts";
import {
  cancelItems,
  deliverOrder,
  listOrdersForOperators,
  markDeliveryMistake,
  markOutForDelivery,
  processOrder,
  shipOrder,
} from "../modules/orders/index.server.ts";
import { CANCEL_REASON_CODES, type CancelReason, isItemStatus, isOrderId } from "../modules/orders/index.ts";
import {
  listReturnsForOperators,
  type ReturnStep,
  RMA_PATTERN,
  returnStep,
} from "../modules/returns/index.server.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";

// The warehouse's command (issue 13, "Fulfilment"). With the embedded database, stop the store
// first (one process opens its data at a time); mail the steps queue is sent before it exits.

const USAGE = `usage: npm run orders -- <command>
  list [--status SUBMITTED] [--limit 20]     the newest orders, with their next step
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

const fail = (message: string): never => {
  throw new Error(`${message}\n${USAGE}`);
};

const { values, positionals } = (() => {
  try {
    return parseArgs({
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
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
})();

/** The order id argument, checked before the database is opened. */
function orderIdArgument(): string {
  const orderId = positionals[1] ?? "";
  if (!isOrderId(orderId)) fail("an order number is ddd-ddddddd-ddddddd, or digits only");
  return orderId;
}

async function run(): Promise<string> {
  const [command] = positionals;
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  // Checked before the database opens: a typo costs nothing.
  const known = ["list", "process", "ship", "out-for-delivery", "deliver", "mistake", "cancel", "returns"];
  const returnSteps: Record<string, ReturnStep> = {
    "return-scan": "scan",
    "return-receive": "receive",
    "return-refund": "refund",
  };
  if (!command || !(known.includes(command) || Object.hasOwn(returnSteps, command)))
    fail(command ? `unknown command '${command}'` : "a command is needed");
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    fail("--limit must be a whole number from 1 to 1000");
  if (values.status !== undefined && !isItemStatus(values.status)) fail(`unknown status '${values.status}'`);
  if ((values.carrier === undefined) !== (values.tracking === undefined))
    fail("give --carrier and --tracking together");
  for (const text of [values.carrier, values.tracking]) {
    if (text !== undefined && !/^[A-Za-z0-9 ._-]{1,40}$/.test(text))
      fail("--carrier and --tracking: 1 to 40 letters, digits, spaces, . _ -");
  }
  const reason = (values.reason ?? "no-reason") as CancelReason;
  if (!CANCEL_REASON_CODES.includes(reason)) fail(`--reason is one of ${CANCEL_REASON_CODES.join(", ")}`);
  const step: ReturnStep | undefined =
    command && Object.hasOwn(returnSteps, command) ? returnSteps[command] : undefined;
  const rmaNumber = step ? (positionals[1] ?? "") : "";
  if (step && !RMA_PATTERN.test(rmaNumber)) fail("an RMA number is RMA- and ten digits");
  const orderId = command === "list" || command === "returns" || step ? "" : orderIdArgument();

  const database = await openConfiguredDatabase(config);
  const services = createServices(config, database.db, logger);
  const now = new Date();
  try {
    if (step) {
      await returnStep(services, rmaNumber, step, now);
      const done: Record<ReturnStep, string> = {
        scan: "on its way back",
        receive: "received",
        refund: "refunded",
      };
      return `Return ${rmaNumber}: ${done[step]}.`;
    }
    switch (command) {
      case "returns": {
        const rows = await listReturnsForOperators(database.db, { limit });
        if (rows.length === 0) return "No returns.";
        return rows
          .map(
            (row) =>
              `${row.rmaNumber}  ${row.createdAt.toISOString()}  ${row.status.padEnd(17)} ${row.labelType.padEnd(16)} ${row.items} item(s)  next: ${row.nextStep ?? "-"}  ${row.email}`,
          )
          .join("\n");
      }
      case "list": {
        const rows = await listOrdersForOperators(database.db, {
          limit,
          ...(values.status !== undefined && { status: values.status }),
        });
        if (rows.length === 0) return "No orders.";
        return rows
          .map(
            (row) =>
              `${row.orderId}  ${row.placedAt.toISOString()}  ${row.status.padEnd(24)} ${formatPrice(row.grandTotalCents).padStart(10)}  ${row.items} item(s)  next: ${row.nextStep ?? "-"}  ${row.email}`,
          )
          .join("\n");
      }
      case "process":
        await processOrder(services, orderId, now);
        return `Order ${orderId}: processing.`;
      case "ship": {
        const parcel =
          values.carrier !== undefined && values.tracking !== undefined
            ? { carrier: values.carrier, trackingNumber: values.tracking }
            : null;
        const outcome = await shipOrder(services, orderId, parcel, now);
        return outcome.shipped
          ? `Order ${orderId}: shipped as ${outcome.shipmentId}.`
          : `Order ${orderId}: the card was declined; the customer was asked for another.`;
      }
      case "out-for-delivery":
        await markOutForDelivery(services, orderId, now);
        return `Order ${orderId}: out for delivery.`;
      case "deliver":
        await deliverOrder(services, orderId, now);
        return `Order ${orderId}: delivered.`;
      case "mistake": {
        const item = positionals[2] ?? fail("the item's itemUniqueId is needed");
        await markDeliveryMistake(services, orderId, item);
        return `Order ${orderId}: item ${item} marked as a delivery mistake.`;
      }
      default: {
        const items = positionals.slice(2);
        if (items.length === 0) fail("name the items to cancel by their itemUniqueId");
        const answer = await cancelItems(
          services,
          { kind: "operator" },
          { orderId, items: items.map((itemUniqueId) => ({ itemUniqueId, reason })) },
          now,
        );
        return `Order ${orderId}: cancelled ${answer.cancelled.join(", ")}; ${formatPrice(answer.refund.totalCents)} given back.`;
      }
    }
  } finally {
    // The mail the step queued leaves now (the store's own dispatcher would send it too).
    await services.mailDispatcher.drainOnce().catch(() => 0);
    await services.mailDispatcher.stop();
    await database.close();
  }
}

try {
  console.log(await run());
} catch (error) {
  console.error(
    isAppError(error) ? `${error.message} (${error.code})` : error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
