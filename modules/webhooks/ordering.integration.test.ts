import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { recordingLog } from "../../tests/support/recording-log.ts";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  verifyWebhook,
  type WebhookReceiver,
} from "../../tests/support/webhook-receiver.ts";
import { drainUntilIdle, type EventType } from "../events/index.server.ts";
import {
  addEndpoint,
  createWebhooks,
  listDeliveries,
  removeEndpoint,
  WEBHOOK_FIRST_RETRY_MS,
  webhookLeaseMs,
} from "./index.server.ts";
import { recordTestEvent, type TestClock, testClock, webhooksProcess } from "./test-webhooks.ts";

// In order per order, at least once, once per event id: a receiver down then up, a store restarted
// between the commit and the delivery, a sender that dies mid-send, and two senders at once.

const PATIENCE = { timeout: 30_000, interval: 20 };
const TYPES: EventType[] = ["order.placed", "payment.captured", "shipment.shipped", "shipment.delivered"];
const streamOf = (webhook: ReceivedWebhook): string => JSON.parse(webhook.body).data.stream;

describe("webhooks in order, at least once", () => {
  let database: Database;
  let receiver: WebhookReceiver;
  let clock: TestClock;
  let secret = "";
  let endpointId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    clock = testClock();
    ({ endpointId, secret } = await addEndpoint(database.db, { url: receiver.url, eventTypes: TYPES }));
  });
  afterEach(async () => {
    await receiver.stop();
    await removeEndpoint(database.db, endpointId);
  });

  const webhooks = () => webhooksProcess(database.db, clock, recordingLog());
  /** Records the events of each order in turn: [order, how many]; answers their keys by order. */
  const recordOrders = async (...orders: [string, number][]) => {
    const keys = new Map<string, string[]>();
    for (let i = 0; i < Math.max(...orders.map(([, count]) => count)); i++) {
      for (const [order, count] of orders) {
        if (i >= count) continue;
        const key = await recordTestEvent(database.db, order, TYPES[i % TYPES.length] ?? "order.placed");
        keys.set(order, [...(keys.get(order) ?? []), key]);
      }
    }
    return keys;
  };
  const receivedOf = (order: string) =>
    receiver.received.filter((webhook) => streamOf(webhook) === order).map((webhook) => webhook.id);

  it("holds an order's later events while its receiver is down, and sends them in order once it is up", async () => {
    await receiver.stop();
    const keys = await recordOrders(["100-0000000-0000001", 3], ["100-0000000-0000002", 1]);
    const process = webhooks();
    await drainUntilIdle(process);
    const waiting = await listDeliveries(database.db, { endpointId, limit: 10 });
    // Each order's first event was tried; the later ones wait behind it, untried.
    expect(waiting.map((row) => [row.eventKey, row.status, row.attempts]).reverse()).toEqual([
      [keys.get("100-0000000-0000001")?.[0], "pending", 1],
      [keys.get("100-0000000-0000002")?.[0], "pending", 1],
      [keys.get("100-0000000-0000001")?.[1], "pending", 0],
      [keys.get("100-0000000-0000001")?.[2], "pending", 0],
    ]);

    await receiver.start();
    clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await drainUntilIdle(process);
    expect(receivedOf("100-0000000-0000001")).toEqual(keys.get("100-0000000-0000001"));
    expect(receivedOf("100-0000000-0000002")).toEqual(keys.get("100-0000000-0000002"));
    for (const webhook of receiver.received)
      expect(verifyWebhook(secret, webhook, clock.seconds())).toBe(true);
  });

  it("sends after a restart what a stopped store committed but never sent, once per event id", async () => {
    const keys = await recordOrders(["200-0000000-0000001", 2], ["200-0000000-0000002", 2]);
    // Killed before its consumer ran: the events wait in the outbox.
    const first = webhooks();
    await first.stop();
    await first.drainOnce();
    expect(receiver.received).toEqual([]);
    // Killed after the consumer queued the deliveries, before the sender sent them.
    const second = createWebhooks({ db: database.db, log: recordingLog(), now: clock.now });
    await second.consumer.drainOnce();
    await second.consumer.stop();
    await second.sender.stop();
    expect(receiver.received).toEqual([]);

    await drainUntilIdle(webhooks());
    await drainUntilIdle(webhooks());
    expect(receivedOf("200-0000000-0000001")).toEqual(keys.get("200-0000000-0000001"));
    expect(receivedOf("200-0000000-0000002")).toEqual(keys.get("200-0000000-0000002"));
    expect(receiver.received).toHaveLength(4);
  });

  it("sends a delivery again after its lease when the sender trying it never records an answer", async () => {
    const [key] = (await recordOrders(["300-0000000-0000001", 1])).get("300-0000000-0000001") ?? [];
    receiver.answer = () => "hold";
    // A process whose try hangs (as if it had died mid-send): its lease keeps the others off meanwhile.
    const dying = webhooks();
    const hung = dying.drainOnce();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), PATIENCE);
    receiver.answer = () => ({ status: 200 });
    const other = webhooks();
    await drainUntilIdle(other);
    expect(receiver.received).toHaveLength(1);

    clock.advance(webhookLeaseMs(5_000) + 1);
    await drainUntilIdle(other);
    expect(receiver.received.map((webhook) => webhook.id)).toEqual([key, key]);
    const [sent] = await listDeliveries(database.db, { endpointId, limit: 1 });
    expect(sent).toMatchObject({ status: "delivered", attempts: 2 });
    // The hung try's late answer changes nothing: the delivery's newer try was recorded.
    receiver.release();
    await hung;
    expect((await listDeliveries(database.db, { endpointId, limit: 1 }))[0]).toMatchObject({
      status: "delivered",
      attempts: 2,
    });
  });

  it("never sends one delivery twice when two processes send at once, and keeps each order's order", async () => {
    const orders = Array.from({ length: 5 }, (_, i): [string, number] => [`400-0000000-000000${i}`, 4]);
    const keys = await recordOrders(...orders);
    const [one, two] = [webhooks(), webhooks()];
    if (!one || !two) throw new Error("two processes");
    await Promise.all([drainUntilIdle(one), drainUntilIdle(two), drainUntilIdle(one), drainUntilIdle(two)]);
    await drainUntilIdle(one);
    expect(receiver.received).toHaveLength(20);
    expect(new Set(receiver.received.map((webhook) => webhook.id)).size).toBe(20);
    for (const [order] of orders) expect(receivedOf(order)).toEqual(keys.get(order));
  });
});

describe("the webhook sender when the database has gone away", () => {
  it("logs the failed drain and throws nothing when kicked; a direct drain rejects", async () => {
    const database = await createTestDatabase();
    await database.close();
    const log = recordingLog();
    const sender = createWebhooks({ db: database.db, log }).sender;
    expect(() => sender.kick()).not.toThrow();
    await vi.waitFor(() => expect(log.lines).toHaveLength(1), PATIENCE);
    expect(log.lines[0]).toMatchObject({ level: "warn" });
    expect(log.lines[0]?.message).toMatch(/webhooks: the database is unavailable/);
    await sender.stop();
    await expect(createWebhooks({ db: database.db, log }).sender.drainOnce()).rejects.toThrow();
  });
});
