import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { DEMO_PROMOTIONS, seedDemoPromotions } from "../../seed/promotions.server.ts";
import type { Db } from "../core/index.ts";
import {
  INVALID_COUPON_EVENT,
  isEmployeeDiscount,
  PROMO_MESSAGES,
  type Promotion,
} from "./promotion-rules.ts";
import {
  checkPromoCode,
  findPromotion,
  recordPromotionUse,
  savePromotion,
  timesUsedBy,
} from "./promotions.server.ts";
import { promotions, promotionUses } from "./schema.server.ts";

/** The tests' clock: 15 March 2026, noon UTC. */
const NOW = new Date("2026-03-15T12:00:00Z");

describe("promo codes", () => {
  let database: Database;
  let db: Db;
  let orders = 0;
  const newOrderId = () => `100-0000000-${String(++orders).padStart(7, "0")}`;
  const record = (code: string, customerId: number, orderId = newOrderId(), discountCents = 500) =>
    db.transaction((tx) => recordPromotionUse(tx, { code, customerId, orderId, discountCents }));
  const check = async (typedCode: string, subtotalCents = 10_000, customerId = 1) => {
    const { check } = await checkPromoCode(db, { customerId, typedCode, subtotalCents, now: NOW });
    return check.ok ? "ok" : check.message;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemoPromotions(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("finds a code however it is typed, and nothing for an unknown, blank or too long one", async () => {
    const welcome = await findPromotion(db, "  welcome10 ");
    expect(welcome).toEqual({
      code: "WELCOME10",
      kind: "percent",
      percentBasisPoints: 1000,
      description: "10% off your order",
      cancelled: false,
    });
    expect(await findPromotion(db, "Take15")).toMatchObject({
      kind: "amount",
      amountCents: 1500,
      minimumSubtotalCents: 7500,
    });
    for (const code of ["NOPE", "", "   ", "W".repeat(41), "WELCOME10\u0000"]) {
      expect(await findPromotion(db, code), code).toBeNull();
    }
  });

  it("seeds the demo codes once, however often the seed runs", async () => {
    await seedDemoPromotions(db);
    expect(await db.$count(promotions)).toBe(DEMO_PROMOTIONS.length);
    const employee = await findPromotion(db, "EMPLOYEE20");
    expect(employee && isEmployeeDiscount(employee)).toBe(true);
    const others = await Promise.all(
      ["WELCOME10", "TAKE15", "SHIPFREE"].map((code) => findPromotion(db, code)),
    );
    expect(others.map((each) => each && isEmployeeDiscount(each))).toEqual([false, false, false]);
  });

  it("answers each demo code with spec 2's words for this bag", async () => {
    expect(await check("welcome10")).toBe("ok");
    expect(await check("TAKE15", 7500)).toBe("ok");
    expect(await check("TAKE15", 7499)).toBe("The code you entered is ineligible for this purchase.");
    expect(await check("SHIPFREE", 0)).toBe("ok");
    expect(await check("EMPLOYEE20")).toBe("ok");
    expect(await check("EXPIRED5")).toBe("The code you entered has expired.");
    expect(await check("SOON10")).toBe("Promo code not available yet. Check back tomorrow!");
    expect(await check(" ")).toBe("A gift card or promotional code is required.");
    expect(await check("NOSUCHCODE")).toBe(PROMO_MESSAGES.PROMO_INVALID);
    const unknown = await checkPromoCode(db, {
      customerId: 1,
      typedCode: "NOSUCHCODE",
      subtotalCents: 1,
      now: NOW,
    });
    expect(unknown.check).toMatchObject({ ok: false, trackingEvent: INVALID_COUPON_EVENT });
  });

  it("answers a code the store withdrew, or stored badly, with spec 2's words", async () => {
    await savePromotion(db, { code: "gone10", kind: "percent", percentBasisPoints: 1000, cancelled: true });
    expect(await check("GONE10")).toBe(PROMO_MESSAGES.PROMO_CANCELLED);
    // A percent without its rate: the table allows it, the rules call it bad.
    await db.insert(promotions).values({ code: "BROKEN", kind: "percent" });
    expect(await check("broken")).toBe(
      "An error occured while processing your promo code. Try again or contact us.",
    );
  });

  it("counts a customer's uses, and answers 'already applied' once the limit is used", async () => {
    await savePromotion(db, { code: "ONCE", kind: "amount", amountCents: 500, perCustomerLimit: 1 });
    expect(await timesUsedBy(db, 7, "once")).toBe(0);
    expect(await check("ONCE", 10_000, 7)).toBe("ok");
    await record("once", 7);
    expect(await timesUsedBy(db, 7, " Once ")).toBe(1);
    expect(await timesUsedBy(db, 8, "ONCE")).toBe(0);
    expect(await check("ONCE", 10_000, 7)).toBe(
      "The code you entered has already been applied to your account.",
    );
    expect(await check("ONCE", 10_000, 8)).toBe("ok");
    await expect(record("ONCE", 7)).rejects.toMatchObject({
      kind: "conflict",
      code: "promotion.already.redeemed",
      message: PROMO_MESSAGES.PROMO_ALREADY_REDEEMED,
    });
  });

  it("records an order's use once, however often it is replayed", async () => {
    const orderId = newOrderId();
    await Promise.all([1, 2, 3].map(() => record("WELCOME10", 9, orderId, 1234)));
    expect(await timesUsedBy(db, 9, "WELCOME10")).toBe(1);
    await expect(record("TAKE15", 9, orderId, 1234)).rejects.toMatchObject({
      code: "promotion.use.mismatch",
    });
    await expect(record("WELCOME10", 9, orderId, 1000)).rejects.toMatchObject({
      code: "promotion.use.mismatch",
    });
    await expect(record("NOSUCHCODE", 9)).rejects.toMatchObject({
      kind: "not_found",
      code: "promotion.not.found",
    });
    await expect(record("WELCOME10", 9, newOrderId(), -1)).rejects.toThrow(RangeError);
    await expect(record("WELCOME10", 9, newOrderId(), 0.5)).rejects.toThrow(RangeError);
  });

  it("never lets parallel orders pass a code's per-customer limit", async () => {
    await savePromotion(db, { code: "TWICE", kind: "percent", percentBasisPoints: 500, perCustomerLimit: 2 });
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => record("TWICE", 11)));
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(2);
    expect(await timesUsedBy(db, 11, "TWICE")).toBe(2);
  });

  it("saves a promotion upper case and replaces it by code, refusing one that is not well formed", async () => {
    const saved = await savePromotion(db, { code: " spring ", kind: "amount", amountCents: 1000 });
    expect(saved).toEqual({
      code: "SPRING",
      kind: "amount",
      amountCents: 1000,
      description: "",
      cancelled: false,
    });
    await savePromotion(db, {
      code: "SPRING",
      kind: "percent",
      percentBasisPoints: 1500,
      description: "Spring",
    });
    expect(await findPromotion(db, "spring")).toEqual({
      code: "SPRING",
      kind: "percent",
      percentBasisPoints: 1500,
      description: "Spring",
      cancelled: false,
    });
    const bad: Promotion[] = [
      { code: "", kind: "free_shipping" },
      { code: "X".repeat(41), kind: "free_shipping" },
      { code: "ZERO", kind: "percent", percentBasisPoints: 0 },
      { code: "HUGE", kind: "amount", amountCents: 2 ** 31 },
      { code: "BACKWARDS", kind: "free_shipping", startsAt: NOW, endsAt: new Date(NOW.getTime() - 1) },
    ];
    for (const promotion of bad) {
      await expect(savePromotion(db, promotion), promotion.code).rejects.toMatchObject({
        kind: "invalid_input",
        code: "promotion.invalid",
      });
    }
    expect(await db.$count(promotionUses)).toBeGreaterThan(0);
  });
});
