import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { retailStockIds } from "../../tests/support/order-shopper.ts";
import { deliveredTestOrder, placeTestOrder } from "../../tests/support/placed-order.ts";
import { mailsAbout, mailsTo } from "../../tests/support/queued-mail.ts";
import { refusalOf } from "../../tests/support/refusal-of.ts";
import { onHandOf } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import { getOrderView } from "../orders/index.server.ts";
import { giftCardBalance, issueGiftCard, savePromotion, timesUsedBy } from "../promotions/index.server.ts";
import {
  cancelReturnItems,
  createReturnsClock,
  getReturnView,
  returnableItems,
  returnStep,
  submitReturn,
} from "./index.server.ts";
import { returnContracts, returns } from "./schema.server.ts";

/** Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const DAY = 24 * 60;

describe("returns (modules/returns)", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let retail: number[] = [];
  const takeItem = () => {
    const item = retail.shift();
    if (item === undefined) throw new Error("the test catalogue ran out of retail items");
    return item;
  };
  const buyer = () => checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
  const onHand = (stockId: number) => onHandOf(database.db, stockId);
  const subjectsTo = async (email: string) =>
    (await drainUntilIdle(services.events).then(() => mailsTo(database.db, email))).map((m) => m.subject);
  const itemsOf = async (customerId: number, orderId: string) =>
    (await getOrderView(database.db, { customerId }, orderId, later(10)))?.lines ?? [];
  const refusal = refusalOf;

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    services = testServices(database.db, { now: () => NOW });
    retail = await retailStockIds(database.db, 60);
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it("offers delivered items only, and returns them in one box with a contract and one more attempt each", async () => {
    const b = await buyer();
    const [one, two] = [takeItem(), takeItem()];
    const delivered = await deliveredTestOrder(services, b, [one, two], NOW);
    const waiting = await placeTestOrder(services, b, [takeItem()], later(5));

    const offered = await returnableItems(database.db, b.customerId, null, later(10));
    expect(offered.map((item) => [item.orderId, item.eligible])).toEqual([
      [delivered, true],
      [delivered, true],
    ]);
    const notYet = await returnableItems(database.db, b.customerId, waiting, later(10));
    expect(notYet.map((item) => item.ineligibleReason)).toEqual(["not-delivered"]);

    const [first, second] = offered;
    if (!first || !second) throw new Error("two items expected");
    const created = await submitReturn(
      services,
      b.customerId,
      {
        items: [
          { itemUniqueId: first.itemUniqueId, reason: "too-small" },
          { itemUniqueId: second.itemUniqueId, reason: "changed-mind" },
        ],
        labelType: "PRINT",
      },
      later(10),
    );
    expect(created.rmaNumber).toMatch(/^RMA-\d{10}$/);
    expect(created.contractIds).toHaveLength(2);
    const lines = await itemsOf(b.customerId, delivered);
    expect(lines.map((l) => [l.status, l.returnAttempts, l.customerReturnable])).toEqual([
      ["RETURN_IN_PROGRESS", 1, false],
      ["RETURN_IN_PROGRESS", 1, false],
    ]);
    const view = await getReturnView(database.db, services.marketplaces, b.customerId, created.rmaNumber);
    expect(view).toMatchObject({
      trackingStatus: "DROPOFF_PENDING",
      status: "DROPOFF_PENDING",
      statusWords: "Return via UPS drop-off",
      carrier: "UPS",
      cancellable: true,
      printable: true,
    });
    expect(view.contracts.map((c) => c.reasonWords)).toEqual(["Too small", "Changed my mind"]);
    expect(await subjectsTo(b.email)).toContain(`Your return is confirmed (${created.rmaNumber})`);

    const again = await refusal(
      submitReturn(
        services,
        b.customerId,
        { items: [{ itemUniqueId: first.itemUniqueId, reason: "too-small" }], labelType: "PRINT" },
        later(11),
      ),
    );
    expect(again).toMatchObject({
      code: "prior.contract.id",
      message: "This item already has a return on its way.",
    });
  });

  it("never shows or takes another customer's item: not found", async () => {
    const owner = await buyer();
    const other = await buyer();
    const orderId = await deliveredTestOrder(services, owner, [takeItem()], NOW);
    const [line] = await itemsOf(owner.customerId, orderId);
    if (!line) throw new Error("a line expected");
    expect(
      await refusal(
        submitReturn(
          services,
          other.customerId,
          { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-small" }], labelType: "PRINT" },
          later(10),
        ),
      ),
    ).toMatchObject({ kind: "not_found", code: "return.item.not.found" });
    expect(await refusal(returnableItems(database.db, other.customerId, orderId, later(10)))).toMatchObject({
      kind: "not_found",
    });
    expect(await returnableItems(database.db, other.customerId, null, later(10))).toEqual([]);
  });

  it("refuses items outside the window, gift cards aside, and items of two stores in one box", async () => {
    const b = await buyer();
    const orderId = await deliveredTestOrder(services, b, [takeItem()], NOW);
    const [line] = await itemsOf(b.customerId, orderId);
    if (!line) throw new Error("a line expected");
    const late = await refusal(
      submitReturn(
        services,
        b.customerId,
        { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-small" }], labelType: "PRINT" },
        later(61 * DAY),
      ),
    );
    expect(late).toMatchObject({
      code: "ineligible.return.denied",
      message: "This item is outside its return window.",
    });

    const sister = { ...services, marketplaces: [...services.marketplaces].reverse() };
    const elsewhere = await deliveredTestOrder(sister, b, [takeItem()], NOW);
    const [other] = await itemsOf(b.customerId, elsewhere);
    if (!other) throw new Error("a line expected");
    const mixed = await refusal(
      submitReturn(
        services,
        b.customerId,
        {
          items: [
            { itemUniqueId: line.itemUniqueId, reason: "too-small" },
            { itemUniqueId: other.itemUniqueId, reason: "too-small" },
          ],
          labelType: "PRINT",
        },
        later(10),
      ),
    );
    expect(mixed).toMatchObject({ code: "ineligible.return.capable.destinations" });
    expect(await database.db.select().from(returns).where(eq(returns.customerId, b.customerId))).toEqual([]);
  });

  it("makes one return of two concurrent submits of an item; the other is refused", async () => {
    const b = await buyer();
    const orderId = await deliveredTestOrder(services, b, [takeItem()], NOW);
    const [line] = await itemsOf(b.customerId, orderId);
    if (!line) throw new Error("a line expected");
    const submit = () =>
      submitReturn(
        services,
        b.customerId,
        { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-large" }], labelType: "EMAIL" },
        later(10),
      );
    const outcomes = await Promise.allSettled([submit(), submit(), submit()]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const contracts = await database.db
      .select()
      .from(returnContracts)
      .where(eq(returnContracts.itemUniqueId, line.itemUniqueId));
    expect(contracts).toHaveLength(1);
    const [after] = await itemsOf(b.customerId, orderId);
    expect(after?.returnAttempts).toBe(1);
  });

  it("cancels a return before the carrier has it (the item may go back again), never after; 10 attempts at most", async () => {
    const b = await buyer();
    const orderId = await deliveredTestOrder(services, b, [takeItem()], NOW);
    const [line] = await itemsOf(b.customerId, orderId);
    if (!line) throw new Error("a line expected");
    const submit = (minute: number) =>
      submitReturn(
        services,
        b.customerId,
        { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-small" }], labelType: "UPS_PICKUP" },
        later(minute),
      );
    for (let attempt = 1; attempt <= 10; attempt++) {
      const created = await submit(10 + attempt);
      if (attempt === 1) {
        const view = await getReturnView(database.db, services.marketplaces, b.customerId, created.rmaNumber);
        expect(view.statusWords).toBe("Return scheduled for pick-up");
        expect(view.pickupDate).toBe("2026-03-11");
      }
      const cancelled = await cancelReturnItems(
        services,
        b.customerId,
        { rmaNumber: created.rmaNumber },
        later(30),
      );
      expect(cancelled.returnCancelled).toBe(true);
      const [back] = await itemsOf(b.customerId, orderId);
      expect(back?.status).toBe("SHIPPED");
    }
    const used = await refusal(submit(40));
    expect(used).toMatchObject({
      code: "ineligible.return.denied",
      message: "This item has reached the limit of 10 return attempts.",
    });
    const [last] = await itemsOf(b.customerId, orderId);
    expect(last?.customerReturnable).toBe(false);

    const c = await buyer();
    const second = await deliveredTestOrder(services, c, [takeItem()], NOW);
    const [item] = await itemsOf(c.customerId, second);
    if (!item) throw new Error("a line expected");
    const created = await submitReturn(
      services,
      c.customerId,
      { items: [{ itemUniqueId: item.itemUniqueId, reason: "defective" }], labelType: "PRINT" },
      later(10),
    );
    expect(
      await refusal(cancelReturnItems(services, b.customerId, { rmaNumber: created.rmaNumber }, later(11))),
    ).toMatchObject({
      kind: "not_found",
    });
    await returnStep(services, created.rmaNumber, "scan", later(12));
    expect(
      await refusal(cancelReturnItems(services, c.customerId, { rmaNumber: created.rmaNumber }, later(13))),
    ).toMatchObject({
      code: "return.not.cancellable",
    });
    expect(await subjectsTo(c.email)).toContain(`Your return is on its way (${created.rmaNumber})`);
  });

  it("receives and refunds: stock back, the card and the gift card balance get what they paid, a mail each step", async () => {
    const b = await buyer();
    const giftCard = await issueGiftCard(database.db, { amountCents: 2000 });
    const [one, two] = [takeItem(), takeItem()];
    const orderId = await deliveredTestOrder(services, b, [one, two], NOW, { coupon: giftCard.claimCode });
    const order = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(10));
    if (!order) throw new Error("the order expected");
    expect(order.giftCardCents).toBe(2000);
    const balanceBefore = await giftCardBalance(database.db, b.customerId);
    const before = [await onHand(one), await onHand(two)];

    const created = await submitReturn(
      services,
      b.customerId,
      {
        items: order.lines.map((line) => ({
          itemUniqueId: line.itemUniqueId,
          reason: "changed-mind" as const,
        })),
        labelType: "PRINT",
      },
      later(10),
    );
    await returnStep(services, created.rmaNumber, "receive", later(20));
    expect([await onHand(one), await onHand(two)]).toEqual(before.map((n) => (n ?? 0) + 1));
    await returnStep(services, created.rmaNumber, "refund", later(30));

    const view = await getReturnView(database.db, services.marketplaces, b.customerId, created.rmaNumber);
    expect(view.trackingStatus).toBe("REFUNDED");
    expect(view.statusWords).toBe("Returned to Fleetfoot");
    const toCard = view.contracts.reduce((sum, c) => sum + c.refundCardCents, 0);
    const toBalance = view.contracts.reduce((sum, c) => sum + c.refundGiftCardCents, 0);
    expect(toCard).toBe(order.cardCents);
    expect(toBalance).toBe(order.giftCardCents);
    expect(toCard + toBalance).toBe(order.grandTotalCents);
    expect(await giftCardBalance(database.db, b.customerId)).toBe(balanceBefore + 2000);
    const after = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(40));
    expect(after?.lines.map((line) => line.status)).toEqual(["RETURNED", "RETURNED"]);
    expect(after?.cardRefundedCents).toBe(order.cardCents);
    expect(await subjectsTo(b.email)).toEqual(
      expect.arrayContaining([
        `Your return is on its way (${created.rmaNumber})`,
        `We received your return (${created.rmaNumber})`,
        `Your refund is on its way (${created.rmaNumber})`,
      ]),
    );
    expect(await refusal(returnStep(services, created.rmaNumber, "refund", later(50)))).toMatchObject({
      code: "return.step.not.waiting",
    });
  });

  it("refunds one item of two its share, the second the rest, and frees the promo code with the last", async () => {
    const b = await buyer();
    await savePromotion(database.db, { code: "RET10", kind: "percent", percentBasisPoints: 1000 });
    const orderId = await deliveredTestOrder(services, b, [takeItem(), takeItem()], NOW, { coupon: "RET10" });
    const order = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(10));
    const [first, second] = order?.lines ?? [];
    if (!order || !first || !second) throw new Error("two lines expected");
    const refunded: number[] = [];
    for (const line of [first, second]) {
      const created = await submitReturn(
        services,
        b.customerId,
        { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-wide" }], labelType: "PRINT" },
        later(10),
      );
      await returnStep(services, created.rmaNumber, "receive", later(20));
      await returnStep(services, created.rmaNumber, "refund", later(30));
      const view = await getReturnView(database.db, services.marketplaces, b.customerId, created.rmaNumber);
      refunded.push(view.contracts[0]?.refundCardCents ?? -1);
    }
    expect(order.couponCents).toBeGreaterThan(0);
    expect(refunded[0]).toBeGreaterThan(0);
    expect(refunded[0]).toBeLessThan(order.cardCents);
    expect((refunded[0] ?? 0) + (refunded[1] ?? 0)).toBe(order.cardCents);
    expect(await timesUsedBy(database.db, b.customerId, "RET10")).toBe(0);
  });

  it("moves returns along on the demo clock, and two clocks never do a step twice", async () => {
    const b = await buyer();
    const orderId = await deliveredTestOrder(services, b, [takeItem()], NOW);
    const [line] = await itemsOf(b.customerId, orderId);
    if (!line) throw new Error("a line expected");
    const created = await submitReturn(
      services,
      b.customerId,
      { items: [{ itemUniqueId: line.itemUniqueId, reason: "too-small" }], labelType: "PRINT" },
      later(10),
    );
    const timings = { scan: 1, receive: 1, refund: 1 };
    let clockTime = later(10);
    const [one, two] = [1, 2].map(() => createReturnsClock(services, timings, { now: () => clockTime }));
    if (!one || !two) throw new Error("two clocks expected");
    const statusNow = async () =>
      (await getReturnView(database.db, services.marketplaces, b.customerId, created.rmaNumber))
        .trackingStatus;
    for (const [minute, expected] of [
      [10.5, "DROPOFF_PENDING"],
      [11.1, "RETURNING"],
      [12.2, "PROCESSED"],
      [13.3, "REFUNDED"],
    ] as const) {
      clockTime = later(minute);
      await Promise.all([one.tick(), two.tick()]);
      expect(await statusNow()).toBe(expected);
    }
    await drainUntilIdle(services.events);
    const mails = await mailsAbout(database.db, created.rmaNumber);
    expect(mails.map((m) => m.subject).filter((s) => s.startsWith("Your refund"))).toHaveLength(1);
    await Promise.all([one.stop(), two.stop()]);
  });
});
