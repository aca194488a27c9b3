import { and, desc, eq, type SQL } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { webhookDeliveries, webhookEndpoints, webhookMessages } from "./schema.server.ts";

/** One line of the delivery log: which event to which endpoint, how it went, and when. */
export interface DeliveryView {
  deliveryId: number;
  endpointId: number;
  eventKey: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  queuedAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
}

/** The newest deliveries first, of one endpoint or of all, at most `limit`. */
export async function listDeliveries(
  db: Db,
  options: { endpointId?: number; limit: number },
): Promise<DeliveryView[]> {
  const where: SQL | undefined =
    options.endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, options.endpointId);
  const rows = await db
    .select({
      deliveryId: webhookDeliveries.deliveryId,
      endpointId: webhookDeliveries.endpointId,
      eventKey: webhookMessages.eventKey,
      eventType: webhookMessages.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      queuedAt: webhookDeliveries.queuedAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.messageId, webhookDeliveries.messageId))
    .where(where)
    .orderBy(desc(webhookDeliveries.deliveryId))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null }));
}

/**
 * Queues a delivered or failed delivery again, from its first try with a new day of retries (a
 * receiver that lost it, or one mended after its tries ran out). The same `webhook-id` goes again,
 * so a receiver that has it already knows it. A pending one is left to its schedule.
 */
export async function redeliver(db: Db, deliveryId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: webhookDeliveries.status,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        endpointId: webhookEndpoints.endpointId,
        enabled: webhookEndpoints.enabled,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.endpointId, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.deliveryId, deliveryId))
      .for("update", { of: webhookDeliveries });
    if (!row) throw new AppError("not_found", "webhooks.no.delivery", `no webhook delivery ${deliveryId}`);
    if (row.status === "pending") {
      const next = row.nextAttemptAt.toISOString();
      throw new AppError(
        "conflict",
        "webhooks.pending",
        `delivery ${deliveryId} is queued already (next try ${next})`,
      );
    }
    if (!row.enabled) {
      const message = `endpoint ${row.endpointId} is disabled; enable it first (npm run webhooks -- enable ${row.endpointId})`;
      throw new AppError("conflict", "webhooks.disabled", message);
    }
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: 0, queuedAt: now, nextAttemptAt: now, deliveredAt: null })
      .where(and(eq(webhookDeliveries.deliveryId, deliveryId), eq(webhookDeliveries.status, row.status)));
  });
}
