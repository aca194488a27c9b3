import { parseArgs } from "node:util";
import type { Db } from "../modules/core/index.ts";
import { EVENT_TYPES, type EventType, isEventType } from "../modules/events/index.ts";
import {
  addEndpoint,
  type DeliveryView,
  type EndpointView,
  enableEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoint,
} from "../modules/webhooks/index.server.ts";
import { checkEndpointUrl, maskedEndpointUrl } from "../modules/webhooks/index.ts";

// The operators' webhooks command (issue 29, point 5) without its process: scripts/webhooks.ts reads
// the command line, opens the configured database and prints; tests call the same functions in process.

export const USAGE = `usage: npm run webhooks -- <command>
  add <url> --events order.placed,refund.issued
                                        register an endpoint; prints its id and its secret, once
  list                                  the endpoints, their events, enabled or why disabled
  remove <endpointId>                   remove an endpoint and its delivery log
  enable <endpointId>                   turn a disabled endpoint back on
  deliveries [<endpointId>] [--limit 20]
                                        the delivery log, newest first
  redeliver <deliveryId>                queue a delivered or failed delivery again
event types: ${EVENT_TYPES.join(", ")}`;

/** A command line refused before the database opens: its message ends with the usage; exit code 2. */
export class WebhooksUsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
    this.name = "WebhooksUsageError";
  }
}

/** A command line, checked: the command and what it acts on. */
export type WebhooksRequest =
  | { command: "add"; url: string; eventTypes: EventType[] }
  | { command: "list" }
  | { command: "remove" | "enable"; endpointId: number }
  | { command: "deliveries"; limit: number; endpointId?: number }
  | { command: "redeliver"; deliveryId: number };

const COMMANDS = ["add", "list", "remove", "enable", "deliveries", "redeliver"] as const;
/** The largest endpoint id (a PostgreSQL serial) and delivery id (a bigserial JavaScript counts exactly). */
const MAX_ENDPOINT_ID = 2_147_483_647;

function refuse(message: string): never {
  throw new WebhooksUsageError(message);
}

/** A positional id: digits only, from 1 to `max`. */
function idOf(text: string | undefined, what: string, max: number): number {
  if (text === undefined) refuse(`the ${what} is needed`);
  const id = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > max) refuse(`the ${what} is a number from 1 to ${max}`);
  return id;
}

/** --events: a comma-separated list of known event types (none twice). */
function eventTypesOf(text: string | undefined): EventType[] {
  if (text === undefined) refuse("--events is needed, like --events order.placed,refund.issued");
  const names = text.split(",").map((name) => name.trim());
  if (names.some((name) => name === "")) refuse("--events is a comma-separated list of event types");
  const unknown = names.filter((name) => !isEventType(name));
  if (unknown.length > 0) refuse(`unknown event type(s): ${unknown.join(", ")}`);
  return [...new Set(names.filter(isEventType))];
}

/** node's parseArgs on the line; its refusals (an unknown or incomplete option) as usage errors. */
function readLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: { events: { type: "string" }, limit: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Reads the command's arguments (without node and the script), or throws a WebhooksUsageError: all
 * is checked before the database opens, so a typo costs nothing and changes nothing.
 */
export function parseWebhooksCommand(argv: readonly string[]): WebhooksRequest {
  const { values, positionals } = readLine(argv);
  const [name, argument, ...extra] = positionals;
  const command = COMMANDS.find((known) => known === name);
  if (!command) refuse(name ? `unknown command '${name}'` : "a command is needed");
  if (extra.length > 0 || (command === "list" && argument !== undefined)) refuse("too many arguments");
  if (command !== "add" && values.events !== undefined) refuse("--events goes with add only");
  if (command !== "deliveries" && values.limit !== undefined) refuse("--limit goes with deliveries only");
  switch (command) {
    case "add": {
      const checked = checkEndpointUrl(argument ?? refuse("the endpoint's URL is needed"));
      if ("problem" in checked) refuse(checked.problem);
      return { command, url: checked.url, eventTypes: eventTypesOf(values.events) };
    }
    case "list":
      return { command };
    case "remove":
    case "enable":
      return { command, endpointId: idOf(argument, "endpoint id", MAX_ENDPOINT_ID) };
    case "deliveries": {
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!/^\d+$/.test(values.limit ?? "20") || limit < 1 || limit > 1000) {
        refuse("--limit must be a whole number from 1 to 1000");
      }
      if (argument === undefined) return { command, limit };
      return { command, limit, endpointId: idOf(argument, "endpoint id", MAX_ENDPOINT_ID) };
    }
    case "redeliver":
      return { command, deliveryId: idOf(argument, "delivery id", Number.MAX_SAFE_INTEGER) };
  }
}

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** One endpoint's line: id, state, URL (credentials masked), events, when added or disabled and why. */
function endpointLine(endpoint: EndpointView): string {
  const state = endpoint.enabled
    ? "enabled "
    : `disabled ${endpoint.disabledAt ? iso(endpoint.disabledAt) : ""} (${endpoint.disabledReason ?? "no reason"})`;
  return `${endpoint.endpointId}  ${state}  ${endpoint.url}  ${endpoint.eventTypes.join(",")}  added ${iso(endpoint.createdAt)}`;
}

/** One delivery's line: the event, how it went (the last answer or error), and its times. */
function deliveryLine(delivery: DeliveryView): string {
  const answer = [delivery.lastStatusCode ?? "", delivery.lastError ?? ""]
    .filter((part) => part !== "")
    .join(" ");
  const when = delivery.deliveredAt
    ? `delivered ${iso(delivery.deliveredAt)}`
    : delivery.nextAttemptAt
      ? `next try ${iso(delivery.nextAttemptAt)}`
      : `last try ${delivery.lastAttemptAt ? iso(delivery.lastAttemptAt) : "-"}`;
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? "try" : "tries"}`;
  return [
    delivery.deliveryId,
    `endpoint ${delivery.endpointId}`,
    delivery.eventKey,
    delivery.eventType,
    delivery.status,
    tries,
    `queued ${iso(delivery.queuedAt)}`,
    when,
    answer || "-",
  ].join("  ");
}

/** Runs a checked command on the database; the answer is what the command prints. */
export async function runWebhooksCommand(db: Db, request: WebhooksRequest, now: Date): Promise<string> {
  switch (request.command) {
    case "add": {
      const { endpointId, secret } = await addEndpoint(db, request);
      return [
        `Endpoint ${endpointId} added: ${maskedEndpointUrl(request.url)} hears of ${request.eventTypes.join(", ")} (events recorded from now on).`,
        `Signing secret, shown this once (keep it with the receiver; it verifies every delivery): ${secret}`,
      ].join("\n");
    }
    case "list": {
      const endpoints = await listEndpoints(db);
      return endpoints.length === 0 ? "No endpoints." : endpoints.map(endpointLine).join("\n");
    }
    case "remove": {
      const { deliveries } = await removeEndpoint(db, request.endpointId);
      return `Endpoint ${request.endpointId} removed, with ${deliveries} logged deliveries.`;
    }
    case "enable":
      await enableEndpoint(db, request.endpointId);
      return `Endpoint ${request.endpointId} enabled: it hears of events recorded from now on (redeliver what failed).`;
    case "deliveries": {
      const deliveries = await listDeliveries(db, request);
      return deliveries.length === 0 ? "No deliveries." : deliveries.map(deliveryLine).join("\n");
    }
    case "redeliver":
      await redeliver(db, request.deliveryId, now);
      return `Delivery ${request.deliveryId} queued again: the store sends it within seconds (or once it starts).`;
  }
}
