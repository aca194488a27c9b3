import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { recordingLog } from "../../tests/support/recording-log.ts";
import { testServices } from "../../tests/support/test-services.ts";
import {
  startWebhookReceiver,
  verifyWebhook,
  type WebhookReceiver,
} from "../../tests/support/webhook-receiver.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import { addEndpoint, listDeliveries, removeEndpoint, WEBHOOK_FIRST_RETRY_MS } from "./index.server.ts";
import { recordTestEvent, type TestClock, testClock, webhooksProcess } from "./test-webhooks.ts";

// Webhooks against a real HTTP receiver on loopback: signed deliveries a receiver verifies on its own,
// retries of what it refuses or does not answer in time, and redirects left unfollowed.

const ORDER = "123-4567890-1234567";
/** Patient enough for a slow machine; the tests wait for states, never for times. */
const PATIENCE = { timeout: 30_000, interval: 20 };

describe("webhooks to a receiver on loopback", () => {
  let database: Database;
  let receiver: WebhookReceiver;
  let clock: TestClock;
  let log: ReturnType<typeof recordingLog>;
  const endpoints: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    clock = testClock();
    log = recordingLog();
  });
  afterEach(async () => {
    await receiver.stop();
    for (const endpointId of endpoints.splice(0)) await removeEndpoint(database.db, endpointId);
  });

  const add = async (url: string, eventTypes: string[]) => {
    const endpoint = await addEndpoint(database.db, { url, eventTypes });
    endpoints.push(endpoint.endpointId);
    return endpoint;
  };
  const webhooks = (timeoutMs?: number) => webhooksProcess(database.db, clock, log, timeoutMs);
  const logOf = async (endpointId: number) => listDeliveries(database.db, { endpointId, limit: 100 });

  it("posts an event to each endpoint subscribed to its type, signed the Standard Webhooks way", async () => {
    const endpoint = await add(receiver.url, ["order.placed", "refund.issued"]);
    const other = await add(`${receiver.url}/other`, ["shipment.shipped"]);
    const key = await recordTestEvent(database.db, ORDER, "order.placed", {
      orderId: ORDER,
      totalCents: 5000,
    });
    await recordTestEvent(database.db, ORDER, "payment.captured", { cents: 5000 });
    await drainUntilIdle(webhooks());

    expect(receiver.received).toHaveLength(1);
    const [webhook] = receiver.received;
    if (!webhook) throw new Error("nothing received");
    expect(webhook.path).toBe("/hooks");
    expect(webhook.id).toBe(key);
    expect(webhook.headers["content-type"]).toBe("application/json");
    expect(webhook.headers["webhook-timestamp"]).toBe(String(clock.seconds()));
    expect(JSON.parse(webhook.body)).toEqual({
      type: "order.placed",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { orderId: ORDER, totalCents: 5000, eventId: key, stream: ORDER },
    });
    // The receiver's own check: this endpoint's secret verifies it; another's, or another body, does not.
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(endpoint.secret.slice(6), "base64")).toHaveLength(32);
    expect(verifyWebhook(endpoint.secret, webhook, clock.seconds())).toBe(true);
    expect(verifyWebhook(other.secret, webhook, clock.seconds())).toBe(false);
    expect(verifyWebhook(endpoint.secret, { ...webhook, body: `${webhook.body} ` }, clock.seconds())).toBe(
      false,
    );
    expect(await logOf(endpoint.endpointId)).toEqual([
      expect.objectContaining({ eventKey: key, eventType: "order.placed", status: "delivered", attempts: 1 }),
    ]);
    expect((await logOf(endpoint.endpointId))[0]).toMatchObject({ lastStatusCode: 200, lastError: null });
    expect(await logOf(other.endpointId)).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toContain(endpoint.secret);
  });

  it("sends in the background when the store's services are kicked after a commit", async () => {
    const endpoint = await add(receiver.url, ["order.placed"]);
    const services = testServices(database.db);
    const key = await recordTestEvent(database.db, ORDER, "order.placed");
    services.events.kick();
    await vi.waitFor(() => expect(receiver.received.map((webhook) => webhook.id)).toEqual([key]), PATIENCE);
    await services.events.stop();
    const [first] = receiver.received;
    expect(first && verifyWebhook(endpoint.secret, first, Math.floor(Date.now() / 1000))).toBe(true);
  });

  it("retries a 5xx with backoff and delivers on a 2xx, the same webhook-id each time", async () => {
    const endpoint = await add(receiver.url, ["order.placed"]);
    receiver.answer = () => ({ status: 503, body: "busy\r\nretry later" });
    const key = await recordTestEvent(database.db, ORDER, "order.placed");
    const process = webhooks();
    await drainUntilIdle(process);
    const [refused] = await logOf(endpoint.endpointId);
    expect(refused).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 503,
      lastError: "HTTP 503: busy retry later",
    });
    expect(refused?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + WEBHOOK_FIRST_RETRY_MS);

    // Not due yet: nothing is sent.
    await drainUntilIdle(process);
    expect(receiver.received).toHaveLength(1);
    receiver.answer = () => ({ status: 204 });
    clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await drainUntilIdle(process);
    expect(receiver.received.map((webhook) => webhook.id)).toEqual([key, key]);
    for (const webhook of receiver.received)
      expect(verifyWebhook(endpoint.secret, webhook, clock.seconds())).toBe(true);
    expect(await logOf(endpoint.endpointId)).toEqual([
      expect.objectContaining({ status: "delivered", attempts: 2, lastStatusCode: 204, lastError: null }),
    ]);
  });

  it("does not follow a redirect: a 3xx is a failure, and the other host hears nothing", async () => {
    const elsewhere = await startWebhookReceiver();
    try {
      const endpoint = await add(receiver.url, ["order.placed"]);
      receiver.answer = () => ({ status: 302, headers: { location: elsewhere.url } });
      await recordTestEvent(database.db, ORDER, "order.placed");
      await drainUntilIdle(webhooks());
      expect(receiver.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
      expect((await logOf(endpoint.endpointId))[0]).toMatchObject({
        status: "pending",
        lastStatusCode: 302,
        lastError: "HTTP 302 (a redirect, not followed)",
      });
    } finally {
      await elsewhere.stop();
    }
  });

  it("gives up on a receiver that does not answer in time, and delivers when it answers again", async () => {
    const endpoint = await add(receiver.url, ["order.placed"]);
    receiver.answer = () => "hold";
    const key = await recordTestEvent(database.db, ORDER, "order.placed");
    const process = webhooks(300);
    await drainUntilIdle(process);
    expect((await logOf(endpoint.endpointId))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: null,
      lastError: "no answer within 0.3 s",
    });
    receiver.release();
    receiver.answer = () => ({ status: 200 });
    clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await drainUntilIdle(process);
    expect(receiver.received.map((webhook) => webhook.id)).toEqual([key, key]);
    expect((await logOf(endpoint.endpointId))[0]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("reads only the start of a long answer, and says why a refused connection failed", async () => {
    const endpoint = await add(receiver.url, ["order.placed"]);
    receiver.answer = () => ({ status: 500, body: "x".repeat(1_000_000) });
    await recordTestEvent(database.db, ORDER, "order.placed");
    const process = webhooks();
    await drainUntilIdle(process);
    const [refused] = await logOf(endpoint.endpointId);
    expect(refused?.lastError).toBe(`HTTP 500: ${"x".repeat(200)}`);
    await receiver.stop();
    clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await drainUntilIdle(process);
    expect((await logOf(endpoint.endpointId))[0]).toMatchObject({
      status: "pending",
      attempts: 2,
      lastStatusCode: null,
      lastError: "could not connect (ECONNREFUSED)",
    });
  });

  it("sends a URL's user and password as Basic authorization, and never logs them", async () => {
    const withCredentials = receiver.url.replace("http://", "http://shop%40ops:s3cr%3Aet@");
    const endpoint = await add(withCredentials, ["order.placed"]);
    receiver.answer = () => ({ status: 500 });
    await recordTestEvent(database.db, ORDER, "order.placed");
    await drainUntilIdle(webhooks());
    const [webhook] = receiver.received;
    expect(webhook?.headers.authorization).toBe(`Basic ${btoa("shop@ops:s3cr:et")}`);
    expect(webhook?.path).toBe("/hooks");
    expect(log.lines).toEqual([expect.objectContaining({ level: "info", fields: expect.anything() })]);
    expect(log.lines[0]?.fields).toMatchObject({
      endpointId: endpoint.endpointId,
      host: new URL(receiver.url).origin,
    });
    expect(JSON.stringify(log.lines)).not.toMatch(/s3cr|shop|whsec_/);
  });
});
