import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import type { Db } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import {
  GIFT_CARD_REFUSALS,
  type GiftCardRefusal,
  insufficientBalanceMessage,
  normaliseClaimCode,
} from "./gift-card-codes.ts";
import {
  claimGiftCard,
  giftCardBalance,
  issueGiftCard,
  type NewGiftCard,
  restoreGiftCardBalance,
  spendGiftCardBalance,
} from "./gift-cards.server.ts";
import { giftCardLedger, giftCards } from "./schema.server.ts";

/** The tests' clock: 15 March 2026, noon UTC. */
const NOW = new Date("2026-03-15T12:00:00Z");

describe("gift cards and the gift card balance", () => {
  let database: Database;
  let db: Db;
  let customers = 0;
  /** A customer id of their own for each test (the balance refers to customers by id only). */
  const newCustomer = () => 1000 + ++customers;

  const issue = (card: Partial<NewGiftCard> = {}) =>
    db.transaction((tx) => issueGiftCard(tx, { amountCents: 5000, ...card }));
  const spend = (customerId: number, cents: number, orderId: string) =>
    db.transaction((tx) => spendGiftCardBalance(tx, customerId, cents, orderId));
  const restore = (customerId: number, cents: number, reference: string, orderId: string) =>
    db.transaction((tx) => restoreGiftCardBalance(tx, customerId, cents, reference, "cancel", orderId));
  /** A customer whose balance holds one claimed card of `cents`. */
  const customerWith = async (cents: number) => {
    const customerId = newCustomer();
    await claimGiftCard(db, customerId, (await issue({ amountCents: cents })).claimCode, NOW);
    return customerId;
  };
  const ledgerOf = (customerId: number) =>
    db.select().from(giftCardLedger).where(eq(giftCardLedger.customerId, customerId));
  /** The refusal a claim gave, as its id and words. */
  const refusalOf = async (claim: Promise<unknown>) => {
    const error = await claim.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { status: error.status, id: error.code, message: error.message };
  };
  const refused = (refusal: GiftCardRefusal) => ({
    status: 400,
    id: GIFT_CARD_REFUSALS[refusal].id,
    message: GIFT_CARD_REFUSALS[refusal].account,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("issues a card whose code is kept only as its SHA-256 and last four characters", async () => {
    const { giftCardId, claimCode } = await issue({ amountCents: 2500 });
    expect(claimCode).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const [row] = await db.select().from(giftCards).where(eq(giftCards.giftCardId, giftCardId));
    const normalised = normaliseClaimCode(claimCode);
    expect(row).toMatchObject({ amountCents: 2500, codeLast4: normalised.slice(-4), claimedBy: null });
    expect(row?.claimCodeHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(await db.select().from(giftCards));
    expect(stored).not.toContain(normalised);
    expect(stored).not.toContain(normalised.slice(0, 8));
  });

  it("claims a card into the balance, however the code is typed, with a ledger entry 'claim:<id>'", async () => {
    const customerId = newCustomer();
    const { giftCardId, claimCode } = await issue({ amountCents: 5000 });
    const typed = ` ${claimCode.toLowerCase().replaceAll("-", " ")} `;
    expect(await claimGiftCard(db, customerId, typed, NOW)).toEqual({
      giftCardId,
      amountCents: 5000,
      balanceCents: 5000,
    });
    expect(await giftCardBalance(db, customerId)).toBe(5000);
    expect(await ledgerOf(customerId)).toEqual([
      expect.objectContaining({
        deltaCents: 5000,
        reason: "claim",
        giftCardId,
        reference: `claim:${giftCardId}`,
      }),
    ]);
    const [card] = await db.select().from(giftCards).where(eq(giftCards.giftCardId, giftCardId));
    expect(card).toMatchObject({ claimedBy: customerId, claimedAt: NOW });
  });

  it("answers a second claim by the same customer 'already applied', adding nothing", async () => {
    const customerId = newCustomer();
    const { claimCode } = await issue();
    await claimGiftCard(db, customerId, claimCode, NOW);
    expect(await refusalOf(claimGiftCard(db, customerId, claimCode, NOW))).toEqual(refused("alreadyApplied"));
    expect(GIFT_CARD_REFUSALS.alreadyApplied.account).toBe(
      "The code you entered has already been applied to your account.",
    );
    expect(await giftCardBalance(db, customerId)).toBe(5000);
  });

  it("answers a claim of a card another customer claimed 'already redeemed'", async () => {
    const [first, second] = [newCustomer(), newCustomer()];
    const { claimCode } = await issue();
    await claimGiftCard(db, first, claimCode, NOW);
    expect(await refusalOf(claimGiftCard(db, second, claimCode, NOW))).toEqual(refused("redeemed"));
    expect(GIFT_CARD_REFUSALS.redeemed.account).toBe("The gift card you entered has already been redeemed.");
    expect(await giftCardBalance(db, second)).toBe(0);
  });

  it("lets one of many customers claiming a card at once have it", async () => {
    const { claimCode } = await issue({ amountCents: 700 });
    const claimants = Array.from({ length: 8 }, newCustomer);
    const answers = await Promise.allSettled(claimants.map((id) => claimGiftCard(db, id, claimCode, NOW)));
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    const balances = await Promise.all(claimants.map((id) => giftCardBalance(db, id)));
    expect(balances.reduce((sum, each) => sum + each, 0)).toBe(700);
  });

  it("answers an expired card 'The gift card has expired.' from its expiry on", async () => {
    const customerId = newCustomer();
    const { claimCode } = await issue({ expiresAt: NOW });
    expect(await refusalOf(claimGiftCard(db, customerId, claimCode, NOW))).toEqual(refused("expired"));
    expect(GIFT_CARD_REFUSALS.expired.account).toBe("The gift card has expired.");
    const later = await issue({ expiresAt: new Date(NOW.getTime() + 1) });
    expect((await claimGiftCard(db, customerId, later.claimCode, NOW)).balanceCents).toBe(5000);
  });

  it("does not recognize an unknown, malformed or withdrawn code, and asks for a missing one", async () => {
    const customerId = newCustomer();
    const notValid = refused("notValid");
    expect(notValid.message).toBe("Oh no! We don't recognize that gift card code. Please try again.");
    for (const code of [
      "ABCD-EFGH-JKLM-NPQR",
      "ABCD-EFGH-JKLM-NPQ0",
      "not a code",
      "x".repeat(5000),
      "AB\u0000CD",
    ]) {
      expect(await refusalOf(claimGiftCard(db, customerId, code, NOW)), code).toEqual(notValid);
    }
    const withdrawn = await issue();
    await db.update(giftCards).set({ active: false }).where(eq(giftCards.giftCardId, withdrawn.giftCardId));
    expect(await refusalOf(claimGiftCard(db, customerId, withdrawn.claimCode, NOW))).toEqual(notValid);
    for (const code of ["", "  ", " - "]) {
      expect(await refusalOf(claimGiftCard(db, customerId, code, NOW))).toEqual(refused("missing"));
    }
    expect(await giftCardBalance(db, customerId)).toBe(0);
  });

  it("sums the balance over claims, spends and restores, 0 for a customer with none", async () => {
    const customerId = newCustomer();
    expect(await giftCardBalance(db, customerId)).toBe(0);
    for (const amountCents of [2500, 1000, 1]) {
      await claimGiftCard(db, customerId, (await issue({ amountCents })).claimCode, NOW);
    }
    expect(await giftCardBalance(db, customerId)).toBe(3501);
    expect(await spend(customerId, 1200, "111-1111111-1111111")).toBe(1200);
    expect(await giftCardBalance(db, customerId)).toBe(2301);
    expect(await restore(customerId, 200, "cancel:item-1", "111-1111111-1111111")).toBe(200);
    expect(await giftCardBalance(db, customerId)).toBe(2501);
  });

  it("refuses a spend beyond the balance with spec 2's words, writing nothing", async () => {
    const customerId = await customerWith(1000);
    const error = await spend(customerId, 1001, "222-2222222-2222222").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: "conflict", code: "giftcard.insufficient.balance" });
    expect((error as AppError).message).toBe(
      "Insufficient saved balance.  You have a remaining balance of $10.00. Please add an additional payment method to complete your order.",
    );
    expect(insufficientBalanceMessage("$10.00")).toBe((error as AppError).message);
    expect(await ledgerOf(customerId)).toHaveLength(1);
    expect(await giftCardBalance(db, customerId)).toBe(1000);
    expect(await spend(customerId, 1000, "222-2222222-2222222")).toBe(1000);
    expect(await giftCardBalance(db, customerId)).toBe(0);
  });

  it("never lets spends at once take the balance below zero", async () => {
    const customerId = await customerWith(5000);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        spend(customerId, 700, `333-3333333-${String(i).padStart(7, "0")}`),
      ),
    );
    const spent = answers.filter((answer) => answer.status === "fulfilled");
    expect(spent).toHaveLength(7);
    for (const answer of answers) {
      if (answer.status === "rejected")
        expect(answer.reason).toMatchObject({ code: "giftcard.insufficient.balance" });
    }
    expect(await giftCardBalance(db, customerId)).toBe(100);
  });

  it("takes an order's spend once, however often it is replayed, and refuses another amount for it", async () => {
    const customerId = await customerWith(5000);
    const order = "444-4444444-4444444";
    const replays = await Promise.all(Array.from({ length: 5 }, () => spend(customerId, 1500, order)));
    expect(replays).toEqual([1500, 1500, 1500, 1500, 1500]);
    expect(await giftCardBalance(db, customerId)).toBe(3500);
    await expect(spend(customerId, 1600, order)).rejects.toMatchObject({ code: "giftcard.ledger.mismatch" });
    await expect(spend(newCustomer(), 1500, order)).rejects.toMatchObject({
      code: "giftcard.ledger.mismatch",
    });
    expect(await spend(customerId, 0, "444-4444444-0000000")).toBe(0);
    expect(await ledgerOf(customerId)).toHaveLength(2);
  });

  it("gives back once per reference, never more than the order took", async () => {
    const customerId = await customerWith(5000);
    const order = "555-5555555-5555555";
    await spend(customerId, 3000, order);
    const first = await Promise.all([1, 2, 3].map(() => restore(customerId, 1000, "cancel:line-1", order)));
    expect(first).toEqual([1000, 1000, 1000]);
    expect(await giftCardBalance(db, customerId)).toBe(3000);
    const refund = (cents: number, reference: string) =>
      db.transaction((tx) => restoreGiftCardBalance(tx, customerId, cents, reference, "refund", order));
    expect(await refund(1500, "refund:return-1")).toBe(1500);
    await expect(refund(501, "refund:return-2")).rejects.toMatchObject({
      kind: "conflict",
      code: "giftcard.restore.exceeds.spend",
    });
    expect(await refund(500, "refund:return-2")).toBe(500);
    await expect(restore(customerId, 1, "cancel:line-2", order)).rejects.toMatchObject({
      code: "giftcard.restore.exceeds.spend",
    });
    await expect(restore(customerId, 1000, "cancel:line-3", "555-0000000-0000000")).rejects.toMatchObject({
      code: "giftcard.restore.exceeds.spend",
    });
    expect(await giftCardBalance(db, customerId)).toBe(5000);
  });

  it("refuses amounts that are not whole positive cents, and references that do not name their reason", async () => {
    const customerId = await customerWith(5000);
    for (const cents of [-1, 0.5, Number.NaN, 2 ** 53]) {
      await expect(spend(customerId, cents, "666-6666666-6666666")).rejects.toThrow(RangeError);
      await expect(issue({ amountCents: cents })).rejects.toThrow(RangeError);
    }
    await expect(issue({ amountCents: 0 })).rejects.toThrow(RangeError);
    await expect(issue({ amountCents: 2 ** 31 })).rejects.toThrow(RangeError);
    await expect(spend(customerId, 100, "")).rejects.toThrow(RangeError);
    await expect(restore(customerId, 0, "cancel:x", "666-6666666-6666666")).rejects.toThrow(RangeError);
    await expect(restore(customerId, 100, "refund:x", "666-6666666-6666666")).rejects.toThrow(RangeError);
    await expect(restore(customerId, 100, "order:666-6666666-6666666", "666")).rejects.toThrow(RangeError);
    expect(await giftCardBalance(db, customerId)).toBe(5000);
  });
});
