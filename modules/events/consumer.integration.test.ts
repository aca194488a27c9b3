import { and, eq, sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { recordingLog } from "../../tests/support/recording-log.ts";
import {
  type ConsumedEvent,
  createEventConsumer,
  type EventConsumerOptions,
  type EventType,
  recordEvents,
} from "./index.server.ts";
import { domainEvents, eventDeliveries } from "./schema.server.ts";

/** The handler's own writes, which must commit with the delivery's 'done' or not at all. */
const testEffects = pgTable("test_effects", {
  eventKey: text("event_key").primaryKey(),
  stream: text("stream").notNull(),
});

/** Patient enough for a slow machine; the tests wait for states, never for times. */
const PATIENCE = { timeout: 30_000, interval: 50 };
const MINUTE = 60_000;

// The outbox's consumer runner: in order per stream, once per event id, its handler's writes and the
// 'done' in one transaction, retries with backoff, a failure that lets the stream go on, and two
// runners on one database (on PostgreSQL truly at once) never handling a delivery twice.

describe("an outbox consumer", () => {
  let database: Database;
  /** What the handler saw, in the order it saw it (a handler call whose transaction rolled back included). */
  let seen: ConsumedEvent[];
  let clock: Date;

  beforeEach(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table test_effects (event_key text primary key, stream text not null)`,
    );
    seen = [];
    clock = new Date(Date.now() + 1_000);
  });
  afterEach(async () => {
    await database?.close();
  });

  const record = (events: [stream: string, type: EventType, payload?: Record<string, unknown>][]) =>
    database.db.transaction((tx) =>
      recordEvents(
        tx,
        events.map(([stream, type, payload = {}]) => ({ stream, type, payload, at: new Date() })),
      ),
    );
  const writeEffect = async (tx: Parameters<EventConsumerOptions["handle"]>[0], event: ConsumedEvent) => {
    seen.push(event);
    await tx.insert(testEffects).values({ eventKey: event.eventKey, stream: event.stream });
  };
  const consumer = (overrides: Partial<EventConsumerOptions> = {}) =>
    createEventConsumer({
      name: "webhooks",
      db: database.db,
      handle: writeEffect,
      log: recordingLog(),
      now: () => clock,
      ...overrides,
    });
  const effects = async () =>
    (await database.db.select({ eventKey: testEffects.eventKey }).from(testEffects))
      .map((row) => row.eventKey)
      .sort();
  const delivery = async (eventKey: string | undefined, name = "webhooks") => {
    const [row] = await database.db
      .select({ delivery: eventDeliveries })
      .from(eventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.eventId, eventDeliveries.eventId))
      .where(and(eq(eventDeliveries.consumer, name), eq(domainEvents.eventKey, eventKey ?? "")));
    return row?.delivery;
  };
  const keysOf = (stream: string) => seen.filter((e) => e.stream === stream).map((e) => e.eventKey);

  it("hands each committed event over once, in order per stream, its writes committed with the 'done'", async () => {
    const keys = await record([
      ["111-0000001-0000001", "order.placed", { orderId: "111-0000001-0000001", totalCents: 5000 }],
      ["222-0000002-0000002", "order.placed"],
      ["111-0000001-0000001", "payment.authorized", { cents: 5000 }],
      ["222-0000002-0000002", "order.cancelled"],
      ["111-0000001-0000001", "shipment.shipped"],
    ]);
    const runner = consumer();
    expect(await runner.drainOnce()).toBe(5);
    expect(keysOf("111-0000001-0000001")).toEqual([keys[0], keys[2], keys[4]]);
    expect(keysOf("222-0000002-0000002")).toEqual([keys[1], keys[3]]);
    expect(seen[0]).toMatchObject({
      eventKey: keys[0],
      type: "order.placed",
      stream: "111-0000001-0000001",
      payload: { orderId: "111-0000001-0000001", totalCents: 5000 },
    });
    expect(seen[0]?.occurredAt).toBeInstanceOf(Date);
    expect(await effects()).toEqual([...keys].sort());
    expect(await delivery(keys[0])).toMatchObject({ status: "done", attempts: 1, lastError: null });
    // Once per event id: nothing is handed over again; the other consumer's deliveries are its own.
    expect(await runner.drainOnce()).toBe(0);
    expect(seen).toHaveLength(5);
    expect(await delivery(keys[0], "mail")).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("hands over a new event at once, even with a clock behind the database's", async () => {
    clock = new Date(Date.now() - 60 * MINUTE);
    const keys = await record([["112-0000001-0000002", "order.placed"]]);
    expect(await consumer().drainOnce()).toBe(1);
    expect(await effects()).toEqual(keys);
  });

  it("never hands over an event whose transaction rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvents(tx, [
          { stream: "333-0000003-0000003", type: "order.placed", payload: {}, at: clock },
        ]);
        throw new Error("the order was not placed");
      }),
    ).rejects.toThrow("the order was not placed");
    expect(await consumer().drainOnce()).toBe(0);
    expect(seen).toEqual([]);
  });

  it("rolls a failing handler back and retries it with backoff; its stream's later events wait, others go on", async () => {
    const log = recordingLog();
    const [first, second, other] = await record([
      ["444-0000004-0000004", "order.placed", { giftMessage: "Happy birthday, Ann" }],
      ["444-0000004-0000004", "order.cancelled"],
      ["555-0000005-0000005", "order.placed"],
    ]);
    let refusing = true;
    const runner = consumer({
      log,
      handle: async (tx, event) => {
        await writeEffect(tx, event);
        if (refusing && event.eventKey === first) throw new Error("the mail server said no");
      },
    });
    expect(await runner.drainOnce()).toBe(1);
    expect(await effects()).toEqual([other]);
    const waiting = await delivery(first);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "the mail server said no" });
    expect(waiting?.nextAttemptAt.getTime()).toBe(clock.getTime() + 10_000);
    expect(keysOf("444-0000004-0000004")).toEqual([first]);

    // Not due yet: nothing is tried, and the stream's second event still waits behind the first.
    expect(await runner.drainOnce()).toBe(0);
    clock = new Date(clock.getTime() + 10_000);
    expect(await runner.drainOnce()).toBe(0);
    expect((await delivery(first))?.nextAttemptAt.getTime()).toBe(clock.getTime() + 20_000);

    refusing = false;
    clock = new Date(clock.getTime() + 20_000);
    expect(await runner.drainOnce()).toBe(2);
    expect(keysOf("444-0000004-0000004")).toEqual([first, first, first, second]);
    expect(await effects()).toEqual([first, second, other].sort());
    expect(await delivery(first)).toMatchObject({ status: "done", attempts: 3, lastError: null });
    expect(log.lines.map((line) => line.level)).toEqual(["warn", "warn"]);
    expect(JSON.stringify(log.lines)).not.toContain("Happy birthday");
  });

  it("marks an event failed after its last try, with an error logged, and lets its stream go on", async () => {
    const log = recordingLog();
    const [doomed, next] = await record([
      ["666-0000006-0000006", "order.placed"],
      ["666-0000006-0000006", "shipment.shipped"],
    ]);
    const runner = consumer({
      log,
      maxAttempts: 3,
      retryDelayMs: () => MINUTE,
      handle: async (tx, event) => {
        await writeEffect(tx, event);
        if (event.eventKey === doomed) throw new Error("cannot render this mail");
      },
    });
    for (let i = 0; i < 3; i++) {
      await runner.drainOnce();
      clock = new Date(clock.getTime() + MINUTE);
    }
    expect(await delivery(doomed)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "cannot render this mail",
    });
    expect(await effects()).toEqual([next]);
    expect(log.lines.filter((line) => line.level === "error").map((line) => line.fields)).toEqual([
      expect.objectContaining({ consumer: "webhooks", eventKey: doomed, attempts: 3 }),
    ]);
    clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
    expect(await runner.drainOnce()).toBe(0);
  });

  it("drains when kicked; a stopped runner does nothing more, and a new one (a restart) handles the rest once", async () => {
    const first = await record([["777-0000007-0000007", "order.placed"]]);
    const runner = consumer();
    for (let i = 0; i < 5; i++) runner.kick();
    await vi.waitFor(async () => expect(await effects()).toEqual(first), PATIENCE);

    const rest = await record(
      Array.from({ length: 6 }, (_, i): [string, EventType] => [
        `888-0000008-000000${i % 2}`,
        "order.placed",
      ]),
    );
    runner.kick();
    await runner.stop();
    runner.kick();
    expect(await runner.drainOnce()).toBe(0);
    const restarted = consumer();
    await restarted.drainOnce();
    expect(await effects()).toEqual([...first, ...rest].sort());
    expect(seen.map((event) => event.eventKey).sort()).toEqual([...first, ...rest].sort());
  });

  it("never hands one delivery to two runners draining the same database at once", async () => {
    const streams = Array.from({ length: 6 }, (_, i) => `999-0000009-00000${10 + i}`);
    const keys = await record(
      Array.from({ length: 48 }, (_, i): [string, EventType] => [streams[i % 6] ?? "", "order.placed"]),
    );
    const runners = [1, 2].map(() =>
      consumer({
        batchSize: 4,
        handle: async (tx, event) => {
          // A statement in the handler, so that the two runners' transactions overlap.
          await tx.execute(sql`select 1`);
          await writeEffect(tx, event);
        },
      }),
    );
    const handled = await Promise.all(runners.flatMap((runner) => [runner.drainOnce(), runner.drainOnce()]));
    let total = handled.reduce((a, b) => a + b, 0);
    for (const runner of runners) total += await runner.drainOnce();
    expect(total).toBe(48);
    expect(seen).toHaveLength(48);
    expect(new Set(seen.map((event) => event.eventKey)).size).toBe(48);
    expect(await effects()).toEqual([...keys].sort());
    // In order per stream, whichever runner took each event.
    for (const stream of streams) {
      expect(keysOf(stream)).toEqual(keys.filter((_, i) => streams[i % 6] === stream));
    }
  });
});
