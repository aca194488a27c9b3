import { describe, expect, it } from "vitest";
import { deliveredTestOrder, placeTestOrder } from "../../tests/support/placed-order.ts";
import { answeredId, diedIn } from "../../tests/support/recording-gateway.ts";
import { pastGrace, recoveryFixture } from "../../tests/support/recovery-fixture.ts";
import { bagLines } from "../cart/index.server.ts";
import { findStockItems } from "../catalog/index.server.ts";
import { returnStep, submitReturn } from "../returns/index.server.ts";
import {
  getOrderView,
  ledgerOf,
  orderMoney,
  processOrder,
  recoverPayments,
  shipOrder,
} from "./index.server.ts";

/** Tuesday 10 March 2026, 10 am in New York; each test starts a day after the last. */
const NOW = new Date("2026-03-10T14:00:00Z");
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const minutesAfter = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe("payment recovery of the steps after an order: shipping, refunds, slow requests", () => {
  const fixture = recoveryFixture(6);
  const { buyerAt, takeItem } = fixture;
  const lineStatuses = async (orderId: string, at: Date) =>
    (await getOrderView(fixture.db, { orderId }, orderId, at))?.lines.map((line) => line.status);

  it("refunds a shipment's capture that never committed; the order still waits, and the next ship step captures anew and ships", async () => {
    const store = fixture.stores.restarted();
    const buyer = await buyerAt(day(1));
    const orderId = await placeTestOrder(store.services, buyer, [takeItem()], day(1));
    await processOrder(store.services, orderId, minutesAfter(day(1), 1));
    const shipAt = minutesAfter(day(1), 2);
    const crashed = fixture.stores.crashing("capture");
    diedIn(shipOrder(crashed.services, orderId, null, shipAt));
    const captured = await crashed.gateway.answered("capture");
    const captureId = answeredId(captured, "captureId");

    const restarted = fixture.stores.restarted();
    const ended = await recoverPayments(restarted.services, pastGrace(shipAt));

    expect(ended).toEqual([expect.objectContaining({ orderId, kind: "capture", outcome: "refunded" })]);
    expect(restarted.gateway.callsOf("capture")).toEqual([captured]);
    expect(restarted.gateway.callsOf("refund").map((call) => call.args)).toEqual([
      [captureId, captured.args[1], `${captureId}:undo`],
    ]);
    // The order keeps its authorisation and still waits to ship.
    expect(await lineStatuses(orderId, pastGrace(shipAt))).toEqual(["PROCESSING"]);
    const waiting = await orderMoney(fixture.db, orderId);
    expect(waiting).toMatchObject({ capturedCents: 0, dueCents: waiting.authorizedCents });

    // The next ship step captures with a key of its own, and ships.
    const shipAgain = minutesAfter(pastGrace(shipAt), 1);
    expect(await shipOrder(restarted.services, orderId, null, shipAgain)).toMatchObject({ shipped: true });
    const again = restarted.gateway.callsOf("capture")[1];
    expect(again?.args[2]).toBe(`${orderId}:capture:2`);
    expect(again?.args[2]).not.toBe(captured.args[2]);
    const shipped = await orderMoney(fixture.db, orderId);
    expect(shipped).toMatchObject({ capturedCents: shipped.authorizedCents, dueCents: 0 });
    expect(await lineStatuses(orderId, shipAgain)).toEqual(["SHIPPED"]);
    expect(await recoverPayments(restarted.services, pastGrace(shipAgain))).toEqual([]);
  });

  it("finishes a return's card refund that never committed; the return's refund step then closes without asking again", async () => {
    const store = fixture.stores.restarted();
    const buyer = await buyerAt(day(2));
    const orderId = await deliveredTestOrder(store.services, buyer, [takeItem()], day(2));
    const line = (await getOrderView(fixture.db, { orderId }, orderId, day(2)))?.lines[0];
    if (!line) throw new Error("the order has no line");
    const back = await submitReturn(
      store.services,
      buyer.customerId,
      { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-small" }], labelType: "PRINT" },
      minutesAfter(day(2), 10),
    );
    await returnStep(store.services, back.rmaNumber, "scan", minutesAfter(day(2), 11));
    await returnStep(store.services, back.rmaNumber, "receive", minutesAfter(day(2), 12));
    const refundAt = minutesAfter(day(2), 13);
    const crashed = fixture.stores.crashing("refund");
    diedIn(returnStep(crashed.services, back.rmaNumber, "refund", refundAt));
    const refunded = await crashed.gateway.answered("refund");

    const restarted = fixture.stores.restarted();
    const ended = await recoverPayments(restarted.services, pastGrace(refundAt));

    expect(ended).toEqual([expect.objectContaining({ orderId, kind: "refund", outcome: "settled" })]);
    // Asked again with the contract's key: the very same refund, settled.
    expect(restarted.gateway.callsOf("refund")).toEqual([refunded]);
    const refund = (await ledgerOf(fixture.db, orderId)).find((row) => row.kind === "refund");
    expect(refund).toMatchObject({ status: "succeeded", reference: answeredId(refunded, "refundId") });

    // The return's step finds it settled by its key: it closes, asking the gateway nothing more.
    const closeAt = minutesAfter(pastGrace(refundAt), 1);
    await returnStep(restarted.services, back.rmaNumber, "refund", closeAt);
    expect(restarted.gateway.callsOf("refund")).toHaveLength(1);
    expect(await lineStatuses(orderId, closeAt)).toEqual(["RETURNED"]);
    expect((await orderMoney(fixture.db, orderId)).cardRefundedCents).toBe(refunded.args[1]);
  });

  // On the embedded database a request holds its one connection while the gateway answers (the order
  // is placed under the purchase's lock), so recovery can only run after it: the race needs PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    "refuses to place an order whose request outlived the grace: recovery voided its authorisation first",
    async () => {
      const placedAt = day(3);
      const buyer = await buyerAt(placedAt);
      const item = takeItem();
      await buyer.add(item);
      const onHand = (await findStockItems(fixture.db, { stockIds: [item] }))[0]?.onHand;
      let answer: (value: unknown) => void = () => {};
      const slow = fixture.stores.slow("authorize", new Promise((resolve) => (answer = resolve)));
      const placing = placeTestOrder(slow.services, buyer, [], placedAt).then(
        () => "placed",
        (error: unknown) => (error instanceof Error && "code" in error ? error.code : error),
      );
      const asked = await slow.gateway.answered("authorize");

      const restarted = fixture.stores.restarted();
      const ended = await recoverPayments(restarted.services, pastGrace(placedAt));
      expect(ended.map((entry) => entry.outcome)).toEqual(["voided"]);
      answer(undefined);

      expect(await placing).toBe("payment.recovered");
      const orderId = ended[0]?.orderId ?? "";
      expect(await getOrderView(fixture.db, { orderId }, orderId, pastGrace(placedAt))).toBeNull();
      expect(await ledgerOf(fixture.db, orderId)).toEqual([
        expect.objectContaining({ status: "failed", reference: answeredId(asked, "authorizationId") }),
      ]);
      expect((await findStockItems(fixture.db, { stockIds: [item] }))[0]?.onHand).toBe(onHand);
      expect((await bagLines(fixture.db, buyer.customerId)).map((bagLine) => bagLine.stockId)).toEqual([
        item,
      ]);
    },
  );
});
