import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../core/index.ts";
import type { EventMailRenderer } from "../mail/index.server.ts";
import { linesById, mailStoreOf } from "../orders/index.server.ts";
import { exchangeConfirmedMail } from "./exchange-mails.ts";
import {
  refundIssuedMail,
  returnCancelledMail,
  returnConfirmedMail,
  returnOnItsWayMail,
  returnReceivedMail,
} from "./return-mails.ts";
import { isLabelType } from "./rules.ts";
import { returnContracts, returns } from "./schema.server.ts";

/**
 * The returns' mails, from their events (the 'mail' consumer): a return confirmed with its label,
 * an exchange confirmed, a box on its way back, received, refunded, a return cancelled. Each reads
 * the return's row (its label, carrier, recipient) and the items the event names.
 */

const Rma = z.object({ rmaNumber: z.string() });
const Created = z.object({
  kind: z.enum(["return", "exchange"]),
  items: z.array(z.object({ itemUniqueId: z.string() })),
});
const Items = z.object({ itemUniqueIds: z.array(z.string()) });
const Cancelled = z.object({ contractIds: z.array(z.string()) });
const Refunded = Items.extend({
  cardCents: z.number(),
  giftCardCents: z.number(),
  cardLast4: z.string().nullable(),
  exchanged: z.number(),
});
const Exchanged = z.object({ itemUniqueId: z.string(), exchangeOrderId: z.string(), rmaNumber: z.string() });

const TYPES = new Set([
  "return.created",
  "exchange.created",
  "return.in_transit",
  "return.received",
  "return.refunded",
  "return.cancelled",
]);

async function itemsOf(tx: Db, ids: readonly string[]) {
  const lines = await linesById(tx, ids);
  return ids.flatMap((id) => lines.get(id) ?? []);
}

async function cancelledItems(tx: Db, rmaNumber: string, contractIds: readonly string[]) {
  const contracts = await tx
    .select({ contractId: returnContracts.contractId, itemUniqueId: returnContracts.itemUniqueId })
    .from(returnContracts)
    .where(eq(returnContracts.rmaNumber, rmaNumber))
    .orderBy(asc(returnContracts.contractId));
  return itemsOf(
    tx,
    contracts.filter((c) => contractIds.includes(c.contractId)).map((c) => c.itemUniqueId),
  );
}

/** The exchange's mail: the item going back and its replacement (the exchange order's line). */
async function exchangeMail(tx: Db, ret: typeof returns.$inferSelect, payload: unknown) {
  const exchange = Exchanged.parse(payload);
  const [returned] = await itemsOf(tx, [exchange.itemUniqueId]);
  const [replacement] = await itemsOf(tx, [`${exchange.exchangeOrderId.replaceAll("-", "")}1`]);
  if (!returned || !replacement || !isLabelType(ret.labelType)) return null;
  return { returned, replacement, exchangeOrderId: exchange.exchangeOrderId, labelType: ret.labelType };
}

/** The returns module's renderer for the mail consumer. */
export const returnEventMails: EventMailRenderer = async (tx, event, context) => {
  if (!TYPES.has(event.type)) return [];
  const { rmaNumber } = Rma.parse(event.payload);
  const [ret] = await tx.select().from(returns).where(eq(returns.rmaNumber, rmaNumber));
  if (!ret) return [];
  const store = mailStoreOf(context.marketplaces, ret.marketplace);
  const to = (message: { subject: string; text: string }) => [
    { to: ret.email, fromName: store.name, ...message },
  ];
  switch (event.type) {
    case "return.created": {
      const created = Created.parse(event.payload);
      // An exchange sends its own confirmation, naming the replacement too.
      if (created.kind === "exchange" || !isLabelType(ret.labelType)) return [];
      const items = await itemsOf(
        tx,
        created.items.map((item) => item.itemUniqueId),
      );
      return to(
        returnConfirmedMail({
          store,
          rmaNumber,
          items,
          labelType: ret.labelType,
          trackingNumber: ret.trackingNumber,
          pickupDate: ret.pickupDate,
        }),
      );
    }
    case "exchange.created": {
      const exchange = await exchangeMail(tx, ret, event.payload);
      return exchange
        ? to(exchangeConfirmedMail({ store, rmaNumber, trackingNumber: ret.trackingNumber, ...exchange }))
        : [];
    }
    case "return.in_transit":
      return to(
        returnOnItsWayMail({
          store,
          rmaNumber,
          items: await itemsOf(tx, Items.parse(event.payload).itemUniqueIds),
          carrier: ret.carrier,
        }),
      );
    case "return.received":
      return to(
        returnReceivedMail({
          store,
          rmaNumber,
          items: await itemsOf(tx, Items.parse(event.payload).itemUniqueIds),
        }),
      );
    case "return.refunded": {
      const refunded = Refunded.parse(event.payload);
      return to(
        refundIssuedMail({ store, rmaNumber, ...refunded, items: await itemsOf(tx, refunded.itemUniqueIds) }),
      );
    }
    default:
      return to(
        returnCancelledMail({
          store,
          rmaNumber,
          items: await cancelledItems(tx, rmaNumber, Cancelled.parse(event.payload).contractIds),
        }),
      );
  }
};
