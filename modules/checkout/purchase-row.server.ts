import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type BagLine, bagLines } from "../cart/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { buildPurchase, type Purchase, type PurchaseInput, promisesShown } from "./purchase.ts";
import { CHECKOUT_ANSWERS, type CheckoutCustomer } from "./purchase-answers.ts";
import { defaults, purchaseInput } from "./purchase-input.server.ts";
import { type PurchaseRow, purchases } from "./schema.server.ts";

/** The purchase's row: opened, locked for a change, written back with its version, placed. */

const newPurchaseId = () => randomBytes(12).toString("hex");

/** The customer's purchase, locked for this transaction: the one named, or the open one (made when missing). */
export async function lockPurchase(
  tx: Db,
  customer: CheckoutCustomer,
  purchaseId: string | undefined,
  now: Date,
): Promise<PurchaseRow> {
  const mine = eq(purchases.customerId, customer.customerId);
  if (purchaseId !== undefined) {
    const [row] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.purchaseId, purchaseId), mine))
      .for("update");
    if (!row) throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
    return row;
  }
  const open = and(mine, eq(purchases.status, "open"));
  const [existing] = await tx.select().from(purchases).where(open).for("update");
  if (existing) return existing;
  await tx
    .insert(purchases)
    .values({
      purchaseId: newPurchaseId(),
      customerId: customer.customerId,
      marketplace: customer.marketplace,
      ...(await defaults(tx, customer.customerId, now)),
    })
    .onConflictDoNothing();
  const [made] = await tx.select().from(purchases).where(open).for("update");
  if (!made) throw new Error("open purchase missing after insert");
  return made;
}

const CHOICES = [
  "shippingAddressId",
  "paymentInstrumentId",
  "shipSpeed",
  "couponCode",
  "useGcBalance",
  "giftMessages",
  "bagFingerprint",
] as const;

const sameChoices = (a: PurchaseRow, b: PurchaseRow) =>
  CHOICES.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

/** Writes the changed choices back; the version grows only when a choice or the bag changed. */
export async function writeRow(
  tx: Db,
  before: PurchaseRow,
  after: PurchaseRow,
  purchase: Purchase,
  now: Date,
) {
  const versionNumber = sameChoices(before, after) ? before.versionNumber : before.versionNumber + 1;
  await tx
    .update(purchases)
    .set({
      versionNumber,
      bagFingerprint: after.bagFingerprint,
      shippingAddressId: after.shippingAddressId,
      paymentInstrumentId: after.paymentInstrumentId,
      shipSpeed: after.shipSpeed,
      originalShippingCents: after.originalShippingCents ?? purchase.chargeSummary.shippingCharge,
      shownPromises: promisesShown(purchase),
      couponCode: after.couponCode,
      useGcBalance: after.useGcBalance,
      giftMessages: after.giftMessages,
      updatedAt: now,
    })
    .where(eq(purchases.purchaseId, before.purchaseId));
  return versionNumber;
}

/** The purchase's row and its document priced now, in the caller's transaction (placing an order). */
export async function lockedPurchaseForOrder(
  tx: Db,
  customer: CheckoutCustomer,
  purchaseId: string,
  now: Date,
): Promise<
  | { placed: true; row: PurchaseRow }
  | { placed: false; row: PurchaseRow; lines: BagLine[]; input: PurchaseInput; purchase: Purchase }
> {
  const row = await lockPurchase(tx, customer, purchaseId, now);
  // A placed purchase (a replay that waited for the lock): nothing more to read.
  if (row.status !== "open") return { placed: true, row };
  const lines = await bagLines(tx, customer.customerId, true);
  const input = await purchaseInput(tx, customer, row, lines, now);
  return { placed: false, row, lines, input, purchase: buildPurchase(input) };
}

/** Marks the purchase placed with its order, in the order's transaction. */
export async function markPlaced(tx: Db, purchaseId: string, orderId: string, now: Date): Promise<void> {
  await tx
    .update(purchases)
    .set({ status: "placed", orderId, updatedAt: now })
    .where(and(eq(purchases.purchaseId, purchaseId), eq(purchases.status, "open")));
}

/** The placed purchase's order id, for replays of its finalize. */
export async function placedOrderOf(db: Db, customerId: number, purchaseId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: purchases.orderId })
    .from(purchases)
    .where(
      and(
        eq(purchases.purchaseId, purchaseId),
        eq(purchases.customerId, customerId),
        sql`${purchases.status} = 'placed'`,
      ),
    );
  return row?.orderId ?? null;
}
