import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { heldMailDispatcher } from "../../tests/support/held-mail.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { mailsTo } from "../../tests/support/queued-mail.ts";
import { onHandOf, pickStocks } from "../../tests/support/stock-fixtures.ts";
import { saveTestCard } from "../../tests/support/test-card.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { formatPrice } from "../core/index.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import { TEST_CARDS } from "../payments/index.server.ts";
import { giftCardBalance, issueGiftCard, savePromotion, timesUsedBy } from "../promotions/index.server.ts";
import {
  CANCEL_ANSWERS,
  cancelItems,
  createFulfilmentClock,
  deliverOrder,
  getOrderView,
  listOrderViews,
  markDeliveryMistake,
  orderMoney,
  processOrder,
  shipOrder,
  updateOrderPayment,
} from "./index.server.ts";
import { fulfilmentSchedule } from "./schema.server.ts";

/** Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("orders after the purchase (modules/orders)", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let retail: { stockId: number; onHand: number }[] = [];
  const takeItem = () => {
    const item = retail.shift();
    if (!item) throw new Error("the test catalogue ran out of retail items");
    return item;
  };
  const onHand = (stockId: number) => onHandOf(database.db, stockId);
  const buyer = (options: Parameters<typeof checkoutCustomer>[2] = {}) =>
    checkoutCustomer(database.db, services.paymentGateway, { now: NOW, ...options });
  /** The mail a customer was sent: what the events' consumers have queued once they are drained. */
  const mailTo = async (email: string) => {
    await drainUntilIdle(services.events);
    return mailsTo(database.db, email);
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    // Mail stays as queued (its body too) until a test drains it: the body is what one test reads.
    services = testServices(database.db, { now: () => NOW, mailDispatcher: heldMailDispatcher(database.db) });
    retail = await pickStocks(database.db, { kind: "retail", moreThan: 5, count: 60 });
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it("lists a customer's orders newest first, 10 a page, by date and by search; never another's", async () => {
    const b = await buyer();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await placeTestOrder(services, b, [takeItem().stockId], later(i)));
    const first = await listOrderViews(database.db, b.customerId, {}, later(20));
    expect(first).toMatchObject({ pageNum: 1, pageSize: 10, totalCount: 12, totalPages: 2 });
    expect(first.orders.map((o) => o.orderId)).toEqual([...ids].reverse().slice(0, 10));
    const second = await listOrderViews(database.db, b.customerId, { pageNum: 2 }, later(20));
    expect(second.orders.map((o) => o.orderId)).toEqual([ids[1], ids[0]]);
    expect((await listOrderViews(database.db, b.customerId, { pageNum: 3 }, later(20))).orders).toEqual([]);

    const dated = await listOrderViews(
      database.db,
      b.customerId,
      { gteDate: later(3), lteDate: later(5) },
      later(20),
    );
    expect(dated.orders.map((o) => o.orderId)).toEqual([ids[5], ids[4], ids[3]]);
    const target = first.orders[0];
    const byNumber = await listOrderViews(
      database.db,
      b.customerId,
      { search: target?.orderId.slice(0, 11) ?? "" },
      later(20),
    );
    expect(byNumber.orders.map((o) => o.orderId)).toEqual([target?.orderId]);
    const brand = target?.lines[0]?.brandName ?? "";
    const byBrand = await listOrderViews(
      database.db,
      b.customerId,
      { search: brand.toLowerCase() },
      later(20),
    );
    expect(byBrand.orders.map((o) => o.orderId)).toContain(target?.orderId);
    expect((await listOrderViews(database.db, b.customerId, { search: "%" }, later(20))).totalCount).toBe(0);

    const other = await buyer();
    expect((await listOrderViews(database.db, other.customerId, {}, later(20))).totalCount).toBe(0);
    expect(await getOrderView(database.db, { customerId: other.customerId }, ids[0] ?? "", NOW)).toBeNull();
  });

  it("shows an order's lines with their flags and words, submitted and cancellable", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    const view = await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW);
    expect(view).toMatchObject({ orderId, status: "SUBMITTED", statusWords: "submitted" });
    expect(view?.placedAtText).toBe("Mar 10, 2026 10:00:00 AM");
    expect(view?.lines[0]).toMatchObject({
      status: "SUBMITTED",
      cancellable: true,
      customerCancellable: true,
      returnable: false,
    });
  });

  it("cancels one item: stock back, the card's part let go, the mail queued; the rest stays", async () => {
    const b = await buyer();
    const [one, two] = [takeItem(), takeItem()];
    const orderId = await placeTestOrder(services, b, [one.stockId, two.stockId], NOW);
    const before = await onHand(one.stockId);
    const view = await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW);
    const item = view?.lines.find((line) => line.stockId === one.stockId);
    const answer = await cancelItems(
      services,
      { kind: "customer", customerId: b.customerId },
      { orderId, items: [{ itemUniqueId: item?.itemUniqueId ?? "", reason: "no-longer-want" }] },
      NOW,
    );
    expect(answer.orderCancelled).toBe(false);
    expect(answer.refund.totalCents).toBeGreaterThan(0);
    expect(await onHand(one.stockId)).toBe((before ?? 0) + 1);
    const after = await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW);
    expect(after?.lines.find((line) => line.stockId === one.stockId)).toMatchObject({
      status: "CANCELLED",
      statusWords: "cancelled",
      cancelReason: "no-longer-want",
      customerCancellable: false,
    });
    expect(after?.status).toBe("SUBMITTED");
    expect(after?.cardReleasedCents).toBe(answer.refund.cardCents);
    expect(after?.netTotalCents).toBe((after?.grandTotalCents ?? 0) - answer.refund.totalCents);
    const cancelMail = (await mailTo(b.email)).find((m) => m.subject.startsWith("Items cancelled"));
    expect(cancelMail?.body).toContain(
      `Your order's total is now ${formatPrice(after?.netTotalCents ?? -1)}.`,
    );

    // Twice: refused, stock restored once.
    await expect(
      cancelItems(
        services,
        { kind: "customer", customerId: b.customerId },
        { orderId, items: [{ itemUniqueId: item?.itemUniqueId ?? "", reason: "no-reason" }] },
        NOW,
      ),
    ).rejects.toMatchObject({
      code: "order.item.already.cancelled",
      message: CANCEL_ANSWERS.alreadyCancelled,
    });
    expect(await onHand(one.stockId)).toBe((before ?? 0) + 1);
  });

  it("cancels concurrently once: one succeeds, the other is refused, stock restored once", async () => {
    const b = await buyer();
    const one = takeItem();
    const orderId = await placeTestOrder(services, b, [{ stockId: one.stockId, quantity: 2 }], NOW);
    const before = await onHand(one.stockId);
    const item = (await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.lines[0];
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        cancelItems(
          services,
          { kind: "customer", customerId: b.customerId },
          { orderId, items: [{ itemUniqueId: item?.itemUniqueId ?? "", reason: "duplicate-order" }] },
          NOW,
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    expect(await onHand(one.stockId)).toBe((before ?? 0) + 2);
    const mails = (await mailTo(b.email)).filter((m) => m.subject.startsWith("Items cancelled"));
    expect(mails).toHaveLength(1);
  });

  it("cancelling the whole order gives back the gift card balance and frees the promo code", async () => {
    const b = await buyer();
    await savePromotion(database.db, {
      code: "ORDERS5",
      kind: "amount",
      amountCents: 500,
      perCustomerLimit: 1,
    });
    const card = await issueGiftCard(database.db, { amountCents: 1000 });
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW, { coupon: card.claimCode });
    expect(await giftCardBalance(database.db, b.customerId)).toBe(0);
    const second = await placeTestOrder(services, b, [takeItem().stockId], NOW, { coupon: "ORDERS5" });
    expect(await timesUsedBy(database.db, b.customerId, "ORDERS5")).toBe(1);
    const view = await getOrderView(database.db, { customerId: b.customerId }, second, NOW);
    const answer = await cancelItems(
      services,
      { kind: "customer", customerId: b.customerId },
      {
        orderId: second,
        items: (view?.lines ?? []).map((l) => ({ itemUniqueId: l.itemUniqueId, reason: "wrong-item" })),
      },
      NOW,
    );
    expect(answer.orderCancelled).toBe(true);
    expect(await timesUsedBy(database.db, b.customerId, "ORDERS5")).toBe(0);
    const first = await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW);
    const all = await cancelItems(
      services,
      { kind: "customer", customerId: b.customerId },
      {
        orderId,
        items: (first?.lines ?? []).map((l) => ({ itemUniqueId: l.itemUniqueId, reason: "too-late" })),
      },
      NOW,
    );
    expect(all.refund.giftCardCents).toBe(first?.giftCardCents);
    expect(await giftCardBalance(database.db, b.customerId)).toBe(1000);
    expect(
      await database.db.select().from(fulfilmentSchedule).where(eq(fulfilmentSchedule.orderId, orderId)),
    ).toEqual([]);
  });

  it("refuses unknown items, other customers' orders and shipped items", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    const other = await buyer();
    const item = (await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.lines[0];
    const cancel = (actorId: number, id: string) =>
      cancelItems(
        services,
        { kind: "customer", customerId: actorId },
        { orderId, items: [{ itemUniqueId: id, reason: "no-reason" }] },
        NOW,
      );
    await expect(cancel(other.customerId, item?.itemUniqueId ?? "")).rejects.toMatchObject({
      code: "order.not.found",
    });
    await expect(cancel(b.customerId, "999")).rejects.toMatchObject({ code: "order.item.not.found" });
    await processOrder(services, orderId, later(1));
    await shipOrder(services, orderId, { carrier: "UPS", trackingNumber: "1ZTEST0000000001" }, later(2));
    await expect(cancel(b.customerId, item?.itemUniqueId ?? "")).rejects.toMatchObject({
      code: "order.item.not.cancellable",
      message: CANCEL_ANSWERS.notCancellable,
    });
  });

  it("moves an order along: processing, shipped (captured), delivered; a delivery mistake after", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    await processOrder(services, orderId, later(1));
    expect((await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.statusWords).toBe(
      "processing",
    );
    const shipped = await shipOrder(
      services,
      orderId,
      { carrier: "UPS", trackingNumber: "1ZTEST0000000002" },
      later(2),
    );
    expect(shipped).toMatchObject({ shipped: true, shipmentId: `${orderId}-S1` });
    const money = await orderMoney(database.db, orderId);
    expect(money.capturedCents).toBe(money.authorizedCents);
    expect(money.dueCents).toBe(0);
    await deliverOrder(services, orderId, later(3));
    const view = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(3));
    expect(view?.statusWords).toBe("delivered");
    expect(view?.shipments[0]).toMatchObject({
      status: "DELIVERED",
      label: "Delivered",
      trackingNumber: "1ZTEST0000000002",
    });
    expect(view?.shipments[0]?.events.map((e) => e.label)).toEqual(["In transit", "Delivered"]);
    expect(view?.lines[0]).toMatchObject({ returnable: true, customerReturnable: true, cancellable: false });
    const subjects = (await mailTo(b.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.endsWith("has shipped"))).toBe(true);
    expect(subjects.some((s) => s.endsWith("was delivered"))).toBe(true);
    await markDeliveryMistake(services, orderId, view?.lines[0]?.itemUniqueId ?? "");
    expect(
      (await getOrderView(database.db, { customerId: b.customerId }, orderId, later(3)))?.lines[0]?.status,
    ).toBe("DELIVERY_MISTAKE");
  });

  it("stops an order whose capture is declined until its customer chooses another card", async () => {
    const b = await buyer({ card: TEST_CARDS.captureDeclined });
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    const outcome = await shipOrder(services, orderId, null, later(1));
    expect(outcome).toEqual({ shipped: false, declined: true });
    const waiting = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(1));
    expect(waiting?.lines[0]).toMatchObject({
      status: "CUSTOMER_ACTION_REQUIRED",
      customerCancellable: true,
    });
    expect((await mailTo(b.email)).some((m) => m.subject.startsWith("Action needed"))).toBe(true);

    const card = await saveTestCard(database.db, services.paymentGateway, b.customerId, b.addressId ?? 0, {
      number: TEST_CARDS.visa,
      now: NOW,
    });
    await updateOrderPayment(services, b.customerId, orderId, card.paymentInstrumentId, later(2));
    const back = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(2));
    expect(back?.lines[0]?.status).toBe("PROCESSING");
    expect(back?.cardLast4).toBe("4242");
    expect(await shipOrder(services, orderId, null, later(3))).toMatchObject({ shipped: true });
  });

  it("a cancellation racing the clock's shipment: one wins, never a deadlock, money and stock add up", async () => {
    const timings = { process: 0, ship: 0, out_for_delivery: 60, deliver: 60 };
    for (let round = 0; round < 4; round++) {
      const b = await buyer();
      const item = takeItem();
      const orderId = await placeTestOrder(services, b, [item.stockId], NOW);
      await processOrder(services, orderId, NOW);
      const before = await onHand(item.stockId);
      const line = (await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.lines[0];
      const clock = createFulfilmentClock(services, timings, { now: () => later(1) });
      const [ticked, cancelled] = await Promise.allSettled([
        clock.tick(),
        cancelItems(
          services,
          { kind: "customer", customerId: b.customerId },
          { orderId, items: [{ itemUniqueId: line?.itemUniqueId ?? "", reason: "too-late" }] },
          later(1),
        ),
      ]);
      await clock.stop();
      expect(ticked.status).toBe("fulfilled");
      const after = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(1));
      const row = await orderMoney(database.db, orderId);
      if (cancelled.status === "fulfilled") {
        expect(after?.lines[0]?.status).toBe("CANCELLED");
        expect(after?.shipments).toEqual([]);
        expect(row.capturedCents).toBe(0);
        expect(await onHand(item.stockId)).toBe((before ?? 0) + 1);
      } else {
        expect(cancelled.reason).toMatchObject({ code: "order.item.not.cancellable" });
        expect(after?.lines[0]?.status).toBe("SHIPPED");
        expect(row.capturedCents).toBe(after?.cardCents);
        expect(await onHand(item.stockId)).toBe(before);
      }
    }
  });

  it("reads an order number given as its 17 digits as the dashed one", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    const view = await getOrderView(
      database.db,
      { customerId: b.customerId },
      orderId.replaceAll("-", ""),
      NOW,
    );
    expect(view?.orderId).toBe(orderId);
  });

  it("the clock moves orders step by step when their waits are over, once each, across restarts", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    const timings = { process: 5, ship: 10, out_for_delivery: 30, deliver: 30 };
    let clockTime = later(4);
    const clock = createFulfilmentClock(services, timings, { now: () => clockTime });
    await clock.tick();
    expect(
      (await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.lines[0]?.status,
    ).toBe("SUBMITTED");
    clockTime = later(5);
    await clock.tick();
    expect(
      (await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.lines[0]?.status,
    ).toBe("PROCESSING");
    await clock.stop();
    // A restart: a new clock, and two of them at once, do each step once.
    const [one, two] = [1, 2].map(() => createFulfilmentClock(services, timings, { now: () => clockTime }));
    clockTime = later(15);
    await Promise.all([one?.tick(), two?.tick()]);
    const shipped = await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW);
    expect(shipped?.shipments).toHaveLength(1);
    expect(shipped?.lines[0]?.status).toBe("SHIPPED");
    clockTime = later(45);
    await one?.tick();
    clockTime = later(75);
    await two?.tick();
    const delivered = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(75));
    expect(delivered?.shipments[0]?.events.map((e) => e.status)).toEqual([
      "IN_TRANSIT",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(
      (await mailTo(b.email)).filter((m) => m.subject.endsWith("has shipped") && m.subject.includes(orderId)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(fulfilmentSchedule).where(like(fulfilmentSchedule.orderId, orderId)),
    ).toEqual([]);
    await one?.stop();
    await two?.stop();
  });
});
