import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { findEgiftCardAmounts, findStockItems } from "../catalog/index.server.ts";
import { claimSession, registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { newSessionToken, newVisitorId } from "../identity/index.ts";
import { changeCartItems, readCart, removeCartItem } from "./cart.server.ts";
import { mergeGuestCart } from "./cart-merge.server.ts";
import { bagLines } from "./checkout-lines.server.ts";
import { addEgiftCardToBag } from "./egift-card-bag.server.ts";
import { EGIFT_CARD_MESSAGES, type GiftCardDetails } from "./gift-card-details.ts";
import { CART_ERRORS } from "./rules.ts";
import { cartGiftCardDetails, carts } from "./schema.server.ts";

const ann: GiftCardDetails = {
  recipientName: "Ann Example",
  recipientEmail: "ann@example.com",
  senderName: "Bo Sender",
  message: "Happy birthday!",
  design: "birthday",
};
const cy: GiftCardDetails = {
  ...ann,
  recipientName: "Cy Other",
  recipientEmail: "cy@example.com",
  message: "",
};

describe("e-Gift Cards in the bag", () => {
  let database: Database;
  let amounts: { stockId: number; amountCents: number }[];
  let retailStockId: number;
  let customers = 0;

  const guest = () => claimSession(database.db, { id: newVisitorId(), token: newSessionToken() });
  const customer = async () => {
    customers += 1;
    const { customerId } = await registerCustomer(database.db, {
      name: `Gift Giver${customers}`,
      email: `giver${customers}.${process.pid}@example.com`,
      password: "long enough password",
    });
    const session = await startSignedInSession(database.db, customerId);
    return { sessionId: session.id, customerId };
  };
  const amount = (index: number) => {
    const found = amounts[index];
    if (!found) throw new Error("the test catalogue has too few e-Gift Card amounts");
    return found.stockId;
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    amounts = await findEgiftCardAmounts(database.db);
    const [retail] = await pickStocks(database.db, { kind: "retail", moreThan: 3 });
    if (!retail) throw new Error("no retail stock");
    retailStockId = retail.stockId;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("offers each amount in stock once, lowest first, by e-Gift Card stock items", async () => {
    expect(amounts.length).toBeGreaterThanOrEqual(2);
    const cents = amounts.map((a) => a.amountCents);
    expect(cents).toEqual([...new Set(cents)].sort((a, b) => a - b));
    const rows = await findStockItems(database.db, { stockIds: [amount(0)] });
    expect(rows[0]?.isEgc).toBe(true);
    expect(rows[0]?.onHand).toBeGreaterThan(0);
  });

  it("keeps the customisation with its line, and one more of the same card adds a unit", async () => {
    const owner = await guest();
    const first = await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: ann });
    expect(first.replaced).toBeNull();
    expect(first.cart.activeItems).toMatchObject([{ stockId: amount(0), quantity: 1, gcCustomization: ann }]);
    const again = await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: ann });
    expect(again.replaced).toBeNull();
    const { cart } = await readCart(database.db, owner);
    expect(cart.activeItems).toMatchObject([{ stockId: amount(0), quantity: 2, gcCustomization: ann }]);
    expect(cart.cartType).toBe("DIGITAL_GC_ONLY_CART");
  });

  it("replaces the card of an amount for another recipient, and says whom it replaced", async () => {
    const owner = await guest();
    await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: ann });
    await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: ann });
    const swapped = await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: cy });
    expect(swapped.replaced).toEqual(ann);
    const { cart } = await readCart(database.db, owner);
    expect(cart.activeItems).toMatchObject([{ stockId: amount(0), quantity: 1, gcCustomization: cy }]);
    // Another amount is another line, with its own recipient.
    await addEgiftCardToBag(database.db, owner, { stockId: amount(1), details: ann });
    const both = (await readCart(database.db, owner)).cart.activeItems;
    expect(both.map((item) => [item.stockId, item.gcCustomization?.recipientName])).toEqual([
      [amount(1), "Ann Example"],
      [amount(0), "Cy Other"],
    ]);
  });

  it("removes the customisation with its line", async () => {
    const owner = await guest();
    await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: ann });
    await removeCartItem(database.db, owner, amount(0));
    expect((await readCart(database.db, owner)).cart.activeItems).toEqual([]);
    const left = await database.db
      .select({ stockId: cartGiftCardDetails.stockId })
      .from(cartGiftCardDetails)
      .innerJoin(carts, eq(carts.cartId, cartGiftCardDetails.cartId))
      .where(eq(carts.sessionId, owner.sessionId));
    expect(left).toEqual([]);
    // A card added without a recipient (the plain add-to-bag form) has none, until the page gives one.
    await changeCartItems(database.db, owner, [{ stockId: amount(0), quantity: 2 }]);
    expect((await readCart(database.db, owner)).cart.activeItems[0]?.gcCustomization).toBeNull();
    const given = await addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: cy });
    expect(given.replaced).toBeNull();
    expect(given.cart.activeItems).toMatchObject([{ quantity: 1, gcCustomization: cy }]);
  });

  it("refuses to mix e-Gift Cards with other items, and anything but an e-Gift Card", async () => {
    const owner = await guest();
    await changeCartItems(database.db, owner, [{ stockId: retailStockId, quantity: 1 }]);
    await expect(
      addEgiftCardToBag(database.db, owner, { stockId: amount(0), details: ann }),
    ).rejects.toMatchObject({
      code: "cannotAddMixedRetailAndEgc",
      message: CART_ERRORS.cannotAddMixedRetailAndEgc,
    });
    await expect(
      addEgiftCardToBag(database.db, owner, { stockId: retailStockId, details: ann }),
    ).rejects.toMatchObject({ code: "cart.invalid.input", details: { field: "stockId" } });
    await expect(
      addEgiftCardToBag(database.db, owner, {
        stockId: amount(0),
        details: { ...ann, recipientEmail: "not an email" },
      }),
    ).rejects.toMatchObject({ code: "cart.invalid.input", details: { field: "recipientEmail" } });
    // A link in what the store mails from its own address (decision 212).
    await expect(
      addEgiftCardToBag(database.db, owner, {
        stockId: amount(0),
        details: { ...ann, message: "Claim it at https://fleetfoot-gifts.example/claim" },
      }),
    ).rejects.toMatchObject({
      code: "cart.invalid.input",
      message: EGIFT_CARD_MESSAGES.noLinks,
      details: { field: "message" },
    });
    const { cart } = await readCart(database.db, owner);
    expect(cart.activeItems.map((item) => item.stockId)).toEqual([retailStockId]);
  });

  it("merges a guest's cards into the customer's bag at sign-in: the guest's recipient wins an amount", async () => {
    const signedIn = await customer();
    await addEgiftCardToBag(database.db, signedIn, { stockId: amount(0), details: ann });
    await addEgiftCardToBag(database.db, signedIn, { stockId: amount(0), details: ann });
    await changeCartItems(database.db, signedIn, [{ stockId: amount(1), quantity: 1 }]);
    const visitor = await guest();
    await addEgiftCardToBag(database.db, visitor, { stockId: amount(0), details: cy });
    await addEgiftCardToBag(database.db, visitor, { stockId: amount(1), details: cy });
    await mergeGuestCart(database.db, visitor, signedIn);
    const { cart } = await readCart(database.db, signedIn);
    const byStock = new Map(cart.activeItems.map((item) => [item.stockId, item]));
    // Another recipient for the same amount: the guest's card replaces the customer's.
    expect(byStock.get(amount(0))).toMatchObject({ quantity: 1, gcCustomization: cy });
    // The customer's card had no recipient: the units add up, with the guest's recipient.
    expect(byStock.get(amount(1))).toMatchObject({ quantity: 2, gcCustomization: cy });
    // Checkout reads the same customisation.
    const lines = await bagLines(database.db, signedIn.customerId);
    expect(lines.find((line) => line.stockId === amount(0))?.gcCustomization).toEqual(cy);
    expect((await readCart(database.db, visitor)).cart.activeItems).toEqual([]);
  });

  it("keeps a guest's card saved for later when the customer's bag holds other items", async () => {
    const signedIn = await customer();
    await changeCartItems(database.db, signedIn, [{ stockId: retailStockId, quantity: 1 }]);
    const visitor = await guest();
    await addEgiftCardToBag(database.db, visitor, { stockId: amount(0), details: ann });
    await mergeGuestCart(database.db, visitor, signedIn);
    const { cart } = await readCart(database.db, signedIn);
    expect(cart.activeItems.map((item) => item.stockId)).toEqual([retailStockId]);
    expect(cart.savedItems).toMatchObject([{ stockId: amount(0), gcCustomization: ann }]);
    const lines = await bagLines(database.db, signedIn.customerId);
    expect(lines).toEqual([{ stockId: retailStockId, quantity: 1 }]);
  });
});
