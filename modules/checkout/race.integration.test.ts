import { OpenAPIHono } from "@hono/zod-openapi";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { giftCardEntriesOf } from "../../tests/support/gift-card-rows.ts";
import { linesSelling, orderCountOf, storedLines, storedOrdersOf } from "../../tests/support/order-rows.ts";
import { mailCountTo } from "../../tests/support/queued-mail.ts";
import { onHandOf, pickStocks, setOnHand } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { bagLines } from "../cart/index.server.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import { orderMoney } from "../orders/index.server.ts";
import { giftCardBalance, issueGiftCard } from "../promotions/index.server.ts";
import { checkoutRoutes } from "./api.server.ts";
import { PLACE_ORDER_ANSWERS } from "./place-order.server.ts";
import { purchases } from "./schema.server.ts";

// Many shoppers at once over the JSON API, on the embedded database or (in CI) PostgreSQL: stock
// is never sold twice, a refused order leaves nothing behind, and a replayed finalize places one
// order however many copies of it arrive together. No timings are asserted.

/** The tests' clock: Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");
/** Creating a customer hashes a password (argon2, about 0.2 s): many are made this many at a time. */
const BATCH = 20;
const SLOW = 600_000;

interface ApiPurchase {
  purchaseId: string;
  versionNumber: number;
  productList: { asin: string; productName: string; quantity: number }[];
  chargeSummary: { grandTotal: number; gcApplied: number; amountDue: number };
  canPlaceOrder: boolean;
}

interface Answer {
  status: number;
  body: { orderId?: string; id?: string; message?: string; extraInfo?: Record<string, unknown> };
}

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    made.push(...(await Promise.all(Array.from({ length: size }, (_, k) => make(start + k)))));
  }
  return made;
}

/** How many answers of each kind: "200", "409 purchase.out.of.stock"... */
function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const kind = status === 200 ? "200" : `${status} ${body.id}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

describe("checkout under concurrency (many finalizes at once)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let services: ReturnType<typeof testServices>;
  let retail: { stockId: number }[] = [];

  const takeItem = () => {
    const item = retail.shift();
    if (!item) throw new Error("the test catalogue ran out of retail items");
    return item.stockId;
  };
  const post = async (buyer: CheckoutCustomer, path: string, body: unknown, headers = {}) => {
    const response = await api.request(path, {
      method: "POST",
      headers: { cookie: buyer.cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const configure = async (buyer: CheckoutCustomer, body: Record<string, unknown> = {}) => {
    const { status, body: answer } = await post(buyer, "/v1/checkout/configure", body);
    if (status !== 200) throw new Error(`configure answered ${status}: ${JSON.stringify(answer)}`);
    return answer.purchase as ApiPurchase;
  };
  const finalize = (buyer: CheckoutCustomer, purchase: ApiPurchase, headers = {}): Promise<Answer> =>
    post(
      buyer,
      "/v1/checkout/finalize",
      { purchaseId: purchase.purchaseId, versionNumber: purchase.versionNumber },
      headers,
    );
  const onHand = (stockId: number) => onHandOf(database.db, stockId);
  const mailTo = async (emails: string[]) => {
    await drainUntilIdle(services.events);
    return mailCountTo(database.db, emails);
  };
  const buyer = () => checkoutCustomer(database.db, services.paymentGateway, { now: NOW });

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    services = testServices(database.db, { now: () => NOW });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", checkoutRoutes(services));
    retail = await pickStocks(database.db, { kind: "retail", moreThan: 3, count: 10 });
  });
  afterAll(async () => {
    // Each placed order kicked the dispatcher: its drain finishes before the database goes.
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it(
    "200 buyers of the last 10 units at once: 10 orders, 190 told it is out of stock, nothing oversold or half-written",
    async () => {
      const stockId = takeItem();
      await setOnHand(database.db, stockId, 10);
      const buyers = await inBatches(200, async () => {
        const b = await buyer();
        await b.add(stockId);
        return { buyer: b, purchase: await configure(b) };
      });
      expect(buyers.every(({ purchase }) => purchase.canPlaceOrder)).toBe(true);

      const answers = await Promise.all(buyers.map(({ buyer: b, purchase }) => finalize(b, purchase)));

      // Each loser's own purchase and bag are unchanged (its version is current), so the design
      // refuses with out of stock, never stale: whether the loser read the stock before or after
      // the last unit went, its order is refused by the same 409. The answers are a soft check: the
      // test goes on to what was written, so a failure says which of the two broke.
      expect.soft(tally(answers)).toEqual({ "200": 10, "409 purchase.out.of.stock": 190 });
      const placed = buyers.filter((_, i) => answers[i]?.status === 200);
      const refused = buyers.filter((_, i) => answers[i]?.status !== 200);
      const line = buyers[0]?.purchase.productList[0];
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body).toMatchObject({
          id: "purchase.out.of.stock",
          message: PLACE_ORDER_ANSWERS.outOfStock(line?.productName ?? ""),
          extraInfo: { type: "CANNOT_CONFIRM_PURCHASE_OOS", asin: line?.asin },
        });
      }

      expect(await onHand(stockId)).toBe(0);
      const sold = await linesSelling(database.db, stockId);
      expect(sold).toHaveLength(10);
      expect(sold.every((l) => l.quantity === 1)).toBe(true);
      const customerIds = buyers.map(({ buyer: b }) => b.customerId);
      expect(await orderCountOf(database.db, customerIds)).toBe(10);
      // Every order answered is one of the 10, each answered once; no other answer placed one.
      const answered = answers.flatMap((a) => (a.status === 200 ? [a.body.orderId] : []));
      expect(answered.toSorted()).toEqual(sold.map((l) => l.orderId).toSorted());

      // The losers: bag as it was, purchase still open, no mail.
      for (const { buyer: b } of refused) {
        expect(await bagLines(database.db, b.customerId)).toEqual([{ stockId, quantity: 1 }]);
      }
      const open = await database.db
        .select({ status: purchases.status, orderId: purchases.orderId })
        .from(purchases)
        .where(
          inArray(
            purchases.purchaseId,
            refused.map(({ purchase }) => purchase.purchaseId),
          ),
        );
      expect(open).toEqual(refused.map(() => ({ status: "open", orderId: null })));
      expect(await mailTo(refused.map(({ buyer: b }) => b.email))).toBe(0);
      // The winners: bag emptied, one confirmation each.
      for (const { buyer: b } of placed) expect(await bagLines(database.db, b.customerId)).toEqual([]);
      expect(await mailTo(placed.map(({ buyer: b }) => b.email))).toBe(placed.length);
    },
    SLOW,
  );

  /**
   * 1,000 copies of one finalize at once, a third of them with the same Idempotency-Key. The answers
   * are a soft check: the test goes on to what was placed, so a failure says which of the two broke.
   */
  async function replayStorm(b: CheckoutCustomer, purchase: ApiPurchase) {
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        finalize(b, purchase, i % 3 === 0 ? { "Idempotency-Key": `storm-${purchase.purchaseId}` } : {}),
      ),
    );
    expect.soft(tally(answers)).toEqual({ "200": 1000 });
    const placed = await storedOrdersOf(database.db, b.customerId);
    expect(placed).toHaveLength(1);
    const [order] = placed;
    const orderId = order?.orderId ?? "";
    const answered = answers.flatMap((a) => (a.status === 200 ? [a.body.orderId] : []));
    expect(new Set(answered)).toEqual(new Set([orderId]));
    expect((await storedLines(database.db, orderId)).length).toBe(purchase.productList.length);
    expect(await mailTo([b.email])).toBe(1);
    expect(await bagLines(database.db, b.customerId)).toEqual([]);
    return { orderId, order };
  }

  it(
    "1,000 replays of one finalize at once (some with the same Idempotency-Key) place one order, take the stock once and send one mail",
    async () => {
      const b = await buyer();
      const [first, second] = [takeItem(), takeItem()];
      await b.add(first, 2);
      await b.add(second);
      const before = [await onHand(first), await onHand(second)];
      const purchase = await configure(b);

      const { orderId, order } = await replayStorm(b, purchase);

      expect([await onHand(first), await onHand(second)]).toEqual([
        (before[0] ?? 0) - 2,
        (before[1] ?? 0) - 1,
      ]);
      expect(order).toMatchObject({
        orderId,
        purchaseId: purchase.purchaseId,
        cardCents: purchase.chargeSummary.grandTotal,
        giftCardCents: 0,
      });
      expect((await orderMoney(database.db, orderId)).authorizationId).toMatch(/^auth_test_/);
      expect((await giftCardEntriesOf(database.db, b.customerId)).length).toBe(0);
    },
    SLOW,
  );

  it(
    "1,000 replays of a finalize paid partly from a gift card balance spend the balance once",
    async () => {
      const b = await buyer();
      const stockId = takeItem();
      await b.add(stockId);
      const before = await onHand(stockId);
      const { claimCode } = await issueGiftCard(database.db, { amountCents: 1000 });
      const opened = await configure(b);
      const purchase = await configure(b, { purchaseId: opened.purchaseId, coupon: claimCode });
      // The card pays the rest: the balance covers part of the order only.
      expect(purchase.chargeSummary.gcApplied).toBe(1000);
      expect(purchase.chargeSummary.amountDue).toBe(purchase.chargeSummary.grandTotal - 1000);
      expect(purchase.chargeSummary.amountDue).toBeGreaterThan(0);

      const { orderId, order } = await replayStorm(b, purchase);

      expect(await onHand(stockId)).toBe((before ?? 0) - 1);
      expect(order).toMatchObject({ giftCardCents: 1000, cardCents: purchase.chargeSummary.amountDue });
      const spent = await giftCardEntriesOf(database.db, b.customerId, "order");
      expect(spent).toEqual([{ deltaCents: -1000, orderId }]);
      expect(await giftCardBalance(database.db, b.customerId)).toBe(0);
    },
    SLOW,
  );
});
