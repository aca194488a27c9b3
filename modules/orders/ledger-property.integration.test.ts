import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { issueGiftCard } from "../promotions/index.server.ts";
import { returnStep, submitReturn } from "../returns/index.server.ts";
import {
  cancelItems,
  deliverOrder,
  getOrderView,
  ledgerOf,
  type OrderView,
  processOrder,
  shipOrder,
} from "./index.server.ts";
import { authorizationLeft, moneyOf } from "./index.ts";

/** Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");

/** What a shopper or the warehouse may do next to an order of three lines. */
type Step = { kind: "cancel"; lines: number[] } | { kind: "ship" } | { kind: "return"; lines: number[] };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("cancel" as const),
    lines: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant("ship" as const) }),
  fc.record({
    kind: fc.constant("return" as const),
    lines: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  }),
);

describe("the payment ledger (issue 29)", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let retail: number[] = [];
  let minute = 0;
  const tick = () => new Date(NOW.getTime() + ++minute * 60_000);

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 80 });
    services = testServices(database.db, { now: () => NOW });
    retail = (await pickStocks(database.db, { kind: "retail", moreThan: 20, count: 40 })).map(
      (row) => row.stockId,
    );
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  /** Runs a step as its actor would; a step the order's state refuses is refused with a 4xx-kind error. */
  async function run(view: OrderView, customerId: number, step: Step): Promise<void> {
    const ids = (lines: number[]) =>
      lines.flatMap((i) => (view.lines[i] ? [view.lines[i].itemUniqueId] : []));
    try {
      if (step.kind === "cancel") {
        await cancelItems(
          services,
          { kind: "customer", customerId },
          {
            orderId: view.orderId,
            items: ids(step.lines).map((itemUniqueId) => ({ itemUniqueId, reason: "no-reason" as const })),
          },
          tick(),
        );
      } else if (step.kind === "ship") {
        await processOrder(services, view.orderId, tick()).catch(() => undefined);
        await shipOrder(services, view.orderId, null, tick());
        await deliverOrder(services, view.orderId, tick());
      } else {
        const back = await submitReturn(
          services,
          customerId,
          {
            items: ids(step.lines).map((itemUniqueId) => ({ itemUniqueId, reason: "too-small" as const })),
            labelType: "PRINT",
          },
          tick(),
        );
        for (const name of ["scan", "receive", "refund"] as const)
          await returnStep(services, back.rmaNumber, name, tick());
      }
    } catch (error) {
      // Refused moves (cancelling a shipped item, returning one not delivered) are part of the game.
      if (!(error instanceof Error) || !("kind" in error) || error.kind === undefined) throw error;
    }
  }

  it("for any sequence of cancels, captures and refunds, its sums equal the order's totals and never pass what was authorised", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 5 }),
        async (giftCard, steps) => {
          const buyer = await checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
          const items = retail.splice(0, 3);
          retail.push(...items);
          const coupon = giftCard
            ? (await issueGiftCard(database.db, { amountCents: 4_000 })).claimCode
            : undefined;
          const orderId = await placeTestOrder(services, buyer, items, tick(), coupon ? { coupon } : {});
          for (const step of steps) {
            const view = await getOrderView(database.db, { customerId: buyer.customerId }, orderId, tick());
            if (!view) throw new Error("the order vanished");
            await run(view, buyer.customerId, step);
            const entries = await ledgerOf(database.db, orderId);
            const money = moneyOf(entries);
            const after = await getOrderView(database.db, { customerId: buyer.customerId }, orderId, tick());
            if (!after) throw new Error("the order vanished");
            // Never more taken or let go than was authorised, never more refunded than was taken.
            expect(money.capturedCents + money.releasedCents).toBeLessThanOrEqual(money.authorizedCents);
            expect(money.cardRefundedCents).toBeLessThanOrEqual(money.capturedCents);
            expect(money.giftCardRefundedCents).toBeLessThanOrEqual(money.giftCardCents);
            for (const entry of entries.filter((e) => e.kind === "authorize" && e.status === "succeeded")) {
              expect(authorizationLeft(entries, entry.reference ?? "")).toBeGreaterThanOrEqual(0);
            }
            // What was paid, what is still to be captured and what came back add up to the order's totals.
            expect(money.authorizedCents).toBe(after.cardCents);
            expect(money.giftCardCents).toBe(after.giftCardCents);
            expect(money.paidCents + money.dueCents).toBe(after.netTotalCents);
            expect(after.netTotalCents).toBe(after.grandTotalCents - money.creditedCents);
            // Everything cancelled or refunded: every cent came back.
            const settled = after.lines.every(
              (line) => line.status === "CANCELLED" || line.status === "RETURNED",
            );
            if (settled) {
              expect(money.creditedCents).toBe(after.grandTotalCents);
              expect(money.dueCents).toBe(0);
              expect(after.netTotalCents).toBe(0);
            }
            expect(entries.filter((e) => e.status === "pending")).toEqual([]);
          }
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  }, 600_000);
});
