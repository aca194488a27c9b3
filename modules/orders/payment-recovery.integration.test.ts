import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutCustomer } from "../../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { answeredId, diedIn } from "../../tests/support/recording-gateway.ts";
import { recordingLog } from "../../tests/support/recording-log.ts";
import { pastGrace, recoveryFixture } from "../../tests/support/recovery-fixture.ts";
import { addEgiftCardToBag, bagLines } from "../cart/index.server.ts";
import { findEgiftCardAmounts, findStockItems } from "../catalog/index.server.ts";
import { cardTokenForRecovery } from "../payments/index.server.ts";
import { readOrderHistory } from "./history.server.ts";
import {
  createPaymentRecoveryClock,
  getOrderView,
  ledgerOf,
  PAYMENT_RECOVERY_TICK_MS,
  RECOVERY_GRACE_MS,
  recoverPayments,
} from "./index.server.ts";
import { paymentLedger } from "./schema-ledger.server.ts";

/** Tuesday 10 March 2026, 10 am in New York; each test places its orders an hour after the last. */
const NOW = new Date("2026-03-10T14:00:00Z");
const hour = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

describe("payment recovery: the store killed between the gateway's answer and the commit", () => {
  const fixture = recoveryFixture(12);
  const { buyerAt, takeItem } = fixture;
  /** The ledger row of an intent, by the key the gateway was asked with. */
  const rowByKey = async (key: unknown) => {
    const [row] = await fixture.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.idempotencyKey, String(key)));
    if (!row) throw new Error(`no ledger row has the key ${String(key)}`);
    return row;
  };
  /** What a placement that did not commit must leave as it was: the shelf and the bag. */
  const shelfAndBag = async (buyer: CheckoutCustomer, stockIds: number[]) => ({
    onHand: (await findStockItems(fixture.db, { stockIds })).map((item) => [item.stockId, item.onHand]),
    bag: await bagLines(fixture.db, buyer.customerId),
  });

  it("voids the authorisation of an order that never committed; the stock and the bag are as before", async () => {
    const placedAt = hour(1);
    const buyer = await buyerAt(placedAt);
    const item = takeItem();
    await buyer.add(item);
    const before = await shelfAndBag(buyer, [item]);
    const crashed = fixture.stores.crashing("authorize");
    diedIn(placeTestOrder(crashed.services, buyer, [], placedAt));
    const asked = await crashed.gateway.answered("authorize");
    const authorizationId = answeredId(asked, "authorizationId");

    const restarted = fixture.stores.restarted();
    const ended = await recoverPayments(restarted.services, pastGrace(placedAt));

    expect(ended).toEqual([expect.objectContaining({ kind: "authorize", outcome: "voided" })]);
    const orderId = ended[0]?.orderId ?? "";
    // Asked again with the same key, the gateway named the same authorisation, which was voided.
    expect(restarted.gateway.callsOf("authorize")).toEqual([asked]);
    expect(restarted.gateway.callsOf("void")).toEqual([
      { name: "void", args: [authorizationId], answer: { ok: true } },
    ]);
    expect(await ledgerOf(fixture.db, orderId)).toEqual([
      expect.objectContaining({
        kind: "authorize",
        status: "failed",
        refusal: "recovered: voided",
        reference: authorizationId,
      }),
    ]);
    expect(await readOrderHistory(fixture.db, orderId)).toEqual([
      expect.objectContaining({
        subject: "payment",
        fromStatus: "pending",
        toStatus: "authorize failed",
        actorKind: "system",
        reason: "recovered after a crash",
      }),
    ]);
    expect(await getOrderView(fixture.db, { orderId }, orderId, pastGrace(placedAt))).toBeNull();
    expect(await shelfAndBag(buyer, [item])).toEqual(before);

    // Nothing is left to end: a second run asks nothing.
    expect(await recoverPayments(restarted.services, pastGrace(placedAt))).toEqual([]);
    expect(restarted.gateway.calls).toHaveLength(2);
  });

  it("refunds the capture of an e-Gift Card order that never committed, then voids its authorisation", async () => {
    const placedAt = hour(2);
    const buyer = await buyerAt(placedAt);
    const [amount] = await findEgiftCardAmounts(fixture.db);
    if (!amount) throw new Error("the test catalogue has no e-Gift Card");
    await addEgiftCardToBag(fixture.db, buyer.owner, {
      stockId: amount.stockId,
      details: {
        recipientName: "Ann Example",
        recipientEmail: `ann.${process.pid}@example.com`,
        senderName: "Bea Buyer",
        message: "Happy birthday!",
        design: "birthday",
      },
    });
    const before = await shelfAndBag(buyer, [amount.stockId]);
    const crashed = fixture.stores.crashing("capture");
    diedIn(placeTestOrder(crashed.services, buyer, [], placedAt));
    const captured = await crashed.gateway.answered("capture");
    const authorizationId = answeredId(crashed.gateway.callsOf("authorize")[0], "authorizationId");
    const captureId = answeredId(captured, "captureId");

    const restarted = fixture.stores.restarted();
    const ended = await recoverPayments(restarted.services, pastGrace(placedAt));

    // The capture first (its authorisation learnt by asking it again with its key, the capture asked
    // again on it, then refunded), then the authorisation.
    expect(ended.map((entry) => [entry.kind, entry.outcome])).toEqual([
      ["capture", "refunded"],
      ["authorize", "voided"],
    ]);
    expect(restarted.gateway.calls.map((call) => call.name)).toEqual([
      "authorize",
      "capture",
      "refund",
      "authorize",
      "void",
    ]);
    expect(restarted.gateway.callsOf("capture")).toEqual([captured]);
    expect(restarted.gateway.callsOf("refund")[0]?.args).toEqual([
      captureId,
      amount.amountCents,
      `${captureId}:undo`,
    ]);
    expect(restarted.gateway.callsOf("void")[0]?.args).toEqual([authorizationId]);
    const orderId = ended[0]?.orderId ?? "";
    expect(await ledgerOf(fixture.db, orderId)).toEqual([
      expect.objectContaining({ kind: "authorize", status: "failed", refusal: "recovered: voided" }),
      expect.objectContaining({
        kind: "capture",
        status: "failed",
        refusal: "recovered: refunded",
        reference: captureId,
      }),
    ]);
    expect(await getOrderView(fixture.db, { orderId }, orderId, pastGrace(placedAt))).toBeNull();
    expect(await shelfAndBag(buyer, [amount.stockId])).toEqual(before);
    expect(await recoverPayments(restarted.services, pastGrace(placedAt))).toEqual([]);
  });

  it("leaves alone an intent younger than the grace: its request may still commit it", async () => {
    const placedAt = hour(3);
    const buyer = await buyerAt(placedAt);
    const crashed = fixture.stores.crashing("authorize");
    diedIn(placeTestOrder(crashed.services, buyer, [takeItem()], placedAt));
    await crashed.gateway.answered("authorize");

    const restarted = fixture.stores.restarted();
    const justInside = new Date(placedAt.getTime() + RECOVERY_GRACE_MS - 1_000);
    expect(await recoverPayments(restarted.services, justInside)).toEqual([]);
    expect(restarted.gateway.calls).toEqual([]);

    // Past the grace it is ended like any other.
    const ended = await recoverPayments(restarted.services, pastGrace(placedAt));
    expect(ended.map((entry) => entry.outcome)).toEqual(["voided"]);
  });

  it("does each thing once when two stores recover at once (on PostgreSQL, a real race)", async () => {
    const placedAt = hour(4);
    const held: string[] = [];
    for (let i = 0; i < 3; i++) {
      // Three stores, each killed in its placement (a dead store asks nothing more).
      const crashed = fixture.stores.crashing("authorize");
      diedIn(placeTestOrder(crashed.services, await buyerAt(placedAt), [takeItem()], placedAt));
      held.push(answeredId(await crashed.gateway.answered("authorize"), "authorizationId"));
    }

    const [first, second] = [fixture.stores.restarted(), fixture.stores.restarted()];
    const [a, b] = await Promise.all([
      recoverPayments(first.services, pastGrace(placedAt)),
      recoverPayments(second.services, pastGrace(placedAt)),
    ]);

    const ended = [...a, ...b];
    expect(ended).toHaveLength(3);
    expect(new Set(ended.map((entry) => entry.entryId)).size).toBe(3);
    const voided = [...first.gateway.callsOf("void"), ...second.gateway.callsOf("void")];
    expect(voided.map((call) => call.args[0]).sort()).toEqual(held.sort());
  });

  it("leaves the intent pending when the gateway is out of reach, says so without the card's token, and the clock ends it at start", async () => {
    const placedAt = hour(5);
    const buyer = await buyerAt(placedAt);
    const crashed = fixture.stores.crashing("authorize");
    diedIn(placeTestOrder(crashed.services, buyer, [takeItem()], placedAt));
    const asked = await crashed.gateway.answered("authorize");
    const authorizationId = answeredId(asked, "authorizationId");

    const down = fixture.stores.restarted({ unreachable: new Set(["void"]) });
    const log = recordingLog();
    const later = pastGrace(placedAt);
    expect(await recoverPayments({ ...down.services, logger: log }, later)).toEqual([]);
    const warned = log.lines.filter((line) => line.level === "warn");
    expect(warned).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ kind: "authorize" }) }),
    ]);
    const token = await cardTokenForRecovery(fixture.db, buyer.customerId, buyer.cardId ?? 0);
    expect(token).toMatch(/^tok_test_/);
    expect(JSON.stringify(log.lines)).not.toContain(token);
    const { orderId } = await rowByKey(asked.args[1]);
    expect((await ledgerOf(fixture.db, orderId)).map((row) => row.status)).toEqual(["pending"]);

    // The gateway back, a restarted store's clock ends it in its first run, at start.
    const up = fixture.stores.restarted();
    const clock = createPaymentRecoveryClock(up.services, { now: () => later });
    clock.start(PAYMENT_RECOVERY_TICK_MS);
    const voided = await up.gateway.answered("void");
    await clock.stop();
    expect(voided.args).toEqual([authorizationId]);
    expect(await ledgerOf(fixture.db, orderId)).toEqual([
      expect.objectContaining({ status: "failed", refusal: "recovered: voided" }),
    ]);
  });
});
