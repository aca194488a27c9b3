import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { recordingLog } from "../../tests/support/recording-log.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import {
  addEndpoint,
  enableEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoint,
  WEBHOOK_RETRY_WINDOW_MS,
} from "./index.server.ts";
import { recordTestEvent, type TestClock, testClock, webhooksProcess } from "./test-webhooks.ts";

// A day of retries, then the delivery fails; an endpoint from which nothing has succeeded for a day
// is disabled with a warning; an operator enables it again and redelivers. The clock is moved by
// hand to each retry's time: no test waits a day.

const HOUR = 3_600_000;

describe("an endpoint that keeps failing", () => {
  let database: Database;
  let receiver: WebhookReceiver;
  let clock: TestClock;
  let log: ReturnType<typeof recordingLog>;
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
    log = recordingLog();
    ({ endpointId } = await addEndpoint(database.db, { url: receiver.url, eventTypes: ["order.placed"] }));
  });
  afterEach(async () => {
    await receiver.stop();
    await removeEndpoint(database.db, endpointId);
  });

  const deliveries = () => listDeliveries(database.db, { endpointId, limit: 100 });
  const endpoint = async () =>
    (await listEndpoints(database.db)).find((row) => row.endpointId === endpointId);
  /** Drains, then moves the clock to the next retry, until `key`'s delivery is no longer pending. */
  const retryUntilSettled = async (key: string, process = webhooksProcess(database.db, clock, log)) => {
    for (let round = 0; round < 50; round++) {
      await drainUntilIdle(process);
      const row = (await deliveries()).find((delivery) => delivery.eventKey === key);
      if (!row?.nextAttemptAt) return row;
      clock.to(row.nextAttemptAt);
    }
    throw new Error("still pending after 50 retries");
  };

  it("is retried for a day with backoff, then failed; the endpoint is disabled with a warning", async () => {
    receiver.answer = () => ({ status: 500 });
    const start = clock.now().getTime();
    const first = await recordTestEvent(database.db, "500-0000000-0000001", "order.placed");
    const failed = await retryUntilSettled(first);
    expect(failed).toMatchObject({ status: "failed", attempts: 15, lastStatusCode: 500 });
    // Tries at 0, 30 s, 1.5 min, ... then every 4 hours, the last one at the end of the day.
    expect(failed?.lastAttemptAt?.getTime()).toBe(start + WEBHOOK_RETRY_WINDOW_MS);
    expect(receiver.received).toHaveLength(15);
    expect(await endpoint()).toMatchObject({
      enabled: false,
      disabledAt: failed?.lastAttemptAt,
      disabledReason: "no delivery succeeded for 24 hours",
    });
    const warnings = log.lines.filter((line) => line.level === "warn").map((line) => line.message);
    expect(warnings).toEqual([
      expect.stringContaining("a delivery failed its last try"),
      expect.stringContaining("an endpoint was disabled"),
    ]);
    expect(log.lines.filter((line) => line.level === "info")).toHaveLength(14);

    // Disabled: later events are not queued for it, and nothing is sent.
    receiver.answer = () => ({ status: 200 });
    const unheard = await recordTestEvent(database.db, "500-0000000-0000001", "order.placed");
    await drainUntilIdle(webhooksProcess(database.db, clock, log));
    expect((await deliveries()).map((row) => row.eventKey)).toEqual([first]);
    await expect(redeliver(database.db, failed?.deliveryId ?? 0, clock.now())).rejects.toThrow(
      `endpoint ${endpointId} is disabled; enable it first`,
    );

    // Enabled again by the operator: new events go, and the failed one when redelivered (same id).
    await enableEndpoint(database.db, endpointId);
    expect(await endpoint()).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
    const heard = await recordTestEvent(database.db, "500-0000000-0000002", "order.placed");
    await redeliver(database.db, failed?.deliveryId ?? 0, clock.now());
    await drainUntilIdle(webhooksProcess(database.db, clock, log));
    expect(
      receiver.received
        .slice(15)
        .map((webhook) => webhook.id)
        .sort(),
    ).toEqual([first, heard].sort());
    expect((await deliveries()).map((row) => [row.eventKey, row.status, row.attempts])).toEqual([
      [heard, "delivered", 1],
      [first, "delivered", 1],
    ]);
    expect(receiver.received.map((webhook) => webhook.id)).not.toContain(unheard);
  });

  it("fails what was queued for it when it is disabled, and is never disabled while some deliveries succeed", async () => {
    // Deliveries of one order are refused, of another accepted: the endpoint works, so it stays enabled.
    receiver.answer = (webhook) =>
      JSON.parse(webhook.body).data.stream === "600-0000000-0000001" ? { status: 422 } : { status: 200 };
    const refused = await recordTestEvent(database.db, "600-0000000-0000001", "order.placed");
    const later = await recordTestEvent(database.db, "600-0000000-0000001", "order.placed");
    const process = webhooksProcess(database.db, clock, log);
    await drainUntilIdle(process);
    clock.advance(23 * HOUR);
    await recordTestEvent(database.db, "600-0000000-0000002", "order.placed");
    const settled = await retryUntilSettled(refused, process);
    expect(settled).toMatchObject({ status: "failed", lastStatusCode: 422 });
    expect(await endpoint()).toMatchObject({ enabled: true });
    // The order's later event had waited its day behind the first: one try once that one had failed.
    expect((await deliveries()).find((row) => row.eventKey === later)).toMatchObject({
      status: "failed",
      attempts: 1,
    });

    // A day with nothing accepted: disabled at the next refusal, and what waited fails unsent.
    receiver.answer = () => ({ status: 410 });
    const refusedToo = await recordTestEvent(database.db, "600-0000000-0000003", "order.placed");
    const behind = await recordTestEvent(database.db, "600-0000000-0000003", "order.placed");
    await retryUntilSettled(refusedToo, process);
    expect(await endpoint()).toMatchObject({ enabled: false });
    const rows = await deliveries();
    expect(rows.find((row) => row.eventKey === refusedToo)).toMatchObject({
      status: "failed",
      lastStatusCode: 410,
      lastError: "HTTP 410",
    });
    expect(rows.find((row) => row.eventKey === behind)).toMatchObject({
      status: "failed",
      attempts: 0,
      lastError: "not sent: the endpoint was disabled (no delivery succeeded for 24 hours)",
    });
  });
});
