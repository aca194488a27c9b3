import { asc, count, eq } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { type EventType, isEventType } from "../events/index.ts";
import { checkEndpointUrl, maskedEndpointUrl } from "./endpoint-url.ts";
import { webhookDeliveries, webhookEndpoints } from "./schema.server.ts";
import { newEndpointSecret } from "./signature.server.ts";

/** An endpoint as an operator's listing shows it: never its secret, credentials in its URL masked. */
export interface EndpointView {
  endpointId: number;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  createdAt: Date;
  disabledAt: Date | null;
  disabledReason: string | null;
}

/** What an operator asks for: the URL to post to and the event types it wants. */
export interface NewEndpoint {
  url: string;
  eventTypes: readonly string[];
}

const invalid = (message: string) => new AppError("invalid_input", "webhooks.invalid", message);
const notFound = (endpointId: number) =>
  new AppError("not_found", "webhooks.no.endpoint", `no webhook endpoint ${endpointId}`);

/** The endpoint's checked URL and event types (each known, none twice), or an invalid_input error. */
function checkedEndpoint(endpoint: NewEndpoint): { url: string; eventTypes: EventType[] } {
  const checked = checkEndpointUrl(endpoint.url);
  if ("problem" in checked) throw invalid(checked.problem);
  const unknown = endpoint.eventTypes.filter((type) => !isEventType(type));
  if (unknown.length > 0) throw invalid(`unknown event type(s): ${unknown.join(", ")}`);
  const eventTypes = [...new Set(endpoint.eventTypes)].filter(isEventType);
  if (eventTypes.length === 0) throw invalid("name at least one event type");
  return { url: checked.url, eventTypes };
}

/**
 * Registers an endpoint and answers its id and secret: the only time the secret is shown (it is kept
 * to sign deliveries, but no listing prints it). It hears of events recorded from now on.
 */
export async function addEndpoint(
  db: Db,
  endpoint: NewEndpoint,
): Promise<{ endpointId: number; secret: string }> {
  const { url, eventTypes } = checkedEndpoint(endpoint);
  const secret = newEndpointSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url, eventTypes, secret })
    .returning({ endpointId: webhookEndpoints.endpointId });
  if (!row) throw new Error("the endpoint was not added");
  return { endpointId: row.endpointId, secret };
}

/** Every endpoint, oldest first, for the operator's listing. */
export async function listEndpoints(db: Db): Promise<EndpointView[]> {
  const rows = await db
    .select({
      endpointId: webhookEndpoints.endpointId,
      url: webhookEndpoints.url,
      eventTypes: webhookEndpoints.eventTypes,
      enabled: webhookEndpoints.enabled,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .orderBy(asc(webhookEndpoints.endpointId));
  return rows.map((row) => ({ ...row, url: maskedEndpointUrl(row.url) }));
}

/**
 * Removes an endpoint with its delivery log (nothing more is sent to it; a try in flight ends
 * unrecorded). Answers how many deliveries went with it.
 */
export async function removeEndpoint(db: Db, endpointId: number): Promise<{ deliveries: number }> {
  return db.transaction(async (tx) => {
    const [logged] = await tx
      .select({ deliveries: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    const removed = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.endpointId, endpointId))
      .returning({ endpointId: webhookEndpoints.endpointId });
    if (removed.length === 0) throw notFound(endpointId);
    return { deliveries: logged?.deliveries ?? 0 };
  });
}

/**
 * Turns a disabled endpoint back on (its receiver mended): it hears of events recorded from now on;
 * the deliveries failed meanwhile are sent again only when redelivered one by one.
 */
export async function enableEndpoint(db: Db, endpointId: number): Promise<void> {
  const updated = await db
    .update(webhookEndpoints)
    .set({ enabled: true, disabledAt: null, disabledReason: null, failingSince: null })
    .where(eq(webhookEndpoints.endpointId, endpointId))
    .returning({ endpointId: webhookEndpoints.endpointId });
  if (updated.length === 0) throw notFound(endpointId);
}
