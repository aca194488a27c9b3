import { Writable } from "node:stream";
import { OpenAPIHono } from "@hono/zod-openapi";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { giftCardIds, giftCardsBoughtOn } from "../../tests/support/gift-card-rows.ts";
import { storedLines, storedOrder, storedOrdersOf } from "../../tests/support/order-rows.ts";
import { mailsTo } from "../../tests/support/queued-mail.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { unsetDefaultAddress } from "../../tests/support/test-address.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { addEgiftCardToBag, bagLines } from "../cart/index.server.ts";
import type { GiftCardDetails } from "../cart/index.ts";
import { findEgiftCardAmounts, findStockItems } from "../catalog/index.server.ts";
import { createMailDispatcher, createMailer } from "../mail/index.server.ts";
import { TEST_CARDS } from "../payments/index.server.ts";
import { claimGiftCard } from "../promotions/index.server.ts";
import { checkoutRoutes } from "./api.server.ts";
import { PLACE_ORDER_ANSWERS } from "./place-order.server.ts";
import { VIOLATION_MESSAGES } from "./purchase.ts";

/** The tests' clock: Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");

const CLAIM_CODE = /Claim code: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/;

interface ApiPurchase {
  purchaseId: string;
  versionNumber: number;
  purchaseType: string;
  cartType: string;
  shippingAddressId: string | null;
  productList: { asin: string; quantity: number; price: number; gcCustomization: GiftCardDetails | null }[];
  chargeSummary: { estimatedTax: number; shippingCharge: number; grandTotal: number; amountDue: number };
  constraintViolations: { name: string; message: string; step: string; asin?: string }[];
  canPlaceOrder: boolean;
}

const recipient = (name: string): GiftCardDetails => ({
  recipientName: `${name} Example`,
  recipientEmail: `${name.toLowerCase()}.${process.pid}@example.com`,
  senderName: "Bea Buyer",
  message: `Happy birthday, ${name}!`,
  design: "birthday",
});

describe("buying e-Gift Cards (checkout and placement)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let inbox: SmtpInbox;
  let services: ReturnType<typeof testServices>;
  /** Everything the store logged in this file, to look for claim codes in. */
  const logged: string[] = [];
  /** E-Gift Card stock items with units to spare, one per test. */
  let cards: { stockId: number; asin: string; amountCents: number }[] = [];

  const takeCard = () => {
    const card = cards.shift();
    if (!card) throw new Error("the test catalogue ran out of e-Gift Card amounts");
    return card;
  };
  const post = async (buyer: CheckoutCustomer, path: string, body: unknown) => {
    const response = await api.request(path, {
      method: "POST",
      headers: { cookie: buyer.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const configure = async (buyer: CheckoutCustomer) => {
    const answer = await post(buyer, "/v1/checkout/configure", {});
    expect(answer.status).toBe(200);
    return answer.body.purchase as ApiPurchase;
  };
  const finalize = (buyer: CheckoutCustomer, purchase: ApiPurchase) =>
    post(buyer, "/v1/checkout/finalize", {
      purchaseId: purchase.purchaseId,
      versionNumber: purchase.versionNumber,
    });
  const buyer = (options: Parameters<typeof checkoutCustomer>[2] = {}) =>
    checkoutCustomer(database.db, services.paymentGateway, { now: NOW, ...options });

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    inbox = await startSmtpInbox();
    const log = pino(
      { level: "debug" },
      new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    );
    const mailer = createMailer(
      { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
      log,
    );
    services = {
      ...testServices(database.db, { now: () => NOW, mailer }),
      mailDispatcher: createMailDispatcher({ db: database.db, mailer, log }),
      logger: log,
    };
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", checkoutRoutes(services));
    const amounts = await findEgiftCardAmounts(database.db);
    const onHand = await findStockItems(database.db, { stockIds: amounts.map((amount) => amount.stockId) });
    cards = amounts.filter(
      (amount) => (onHand.find((row) => row.stockId === amount.stockId)?.onHand ?? 0) >= 2,
    );
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
    await inbox?.close();
  });

  it("checks out an e-Gift Card bag with no shipping address, and places it: one card and one mail per unit", async () => {
    const b = await buyer();
    // No default shipping address: a digital order needs none (the card keeps its billing address).
    await unsetDefaultAddress(database.db, b.customerId);
    const card = takeCard();
    const ann = recipient("Ann");
    await addEgiftCardToBag(database.db, b.owner, { stockId: card.stockId, details: ann });
    await addEgiftCardToBag(database.db, b.owner, { stockId: card.stockId, details: ann });

    const purchase = await configure(b);
    expect(purchase).toMatchObject({
      purchaseType: "DIGITAL",
      cartType: "DIGITAL_GC_ONLY_CART",
      shippingAddressId: null,
      constraintViolations: [],
      canPlaceOrder: true,
    });
    expect(purchase.productList).toEqual([
      expect.objectContaining({
        asin: card.asin,
        quantity: 2,
        price: card.amountCents,
        gcCustomization: ann,
      }),
    ]);
    expect(purchase.chargeSummary).toMatchObject({
      estimatedTax: 0,
      shippingCharge: 0,
      grandTotal: 2 * card.amountCents,
      amountDue: 2 * card.amountCents,
    });

    const placed = await finalize(b, purchase);
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.orderId);

    // The order line keeps the customisation; the bag is empty.
    const [line] = await storedLines(database.db, orderId);
    expect(line).toMatchObject({ isEgc: true, quantity: 2, gcCustomization: ann });
    expect(await bagLines(database.db, b.customerId)).toEqual([]);

    // Exactly one gift card per unit, each naming the order line it was bought on.
    const issued = await giftCardsBoughtOn(database.db, orderId);
    expect(issued).toHaveLength(2);
    for (const giftCard of issued) {
      expect(giftCard).toMatchObject({
        amountCents: card.amountCents,
        sourceItemUniqueId: line?.itemUniqueId,
        claimedBy: null,
      });
    }

    // One mail per card to the recipient, each with its own claim code, which claims the card.
    const mails = [
      mailText((await inbox.next(ann.recipientEmail)).raw),
      mailText((await inbox.next(ann.recipientEmail)).raw),
    ];
    const codes = mails.map((text) => CLAIM_CODE.exec(text)?.[1] ?? "");
    expect(new Set(codes).size).toBe(2);
    for (const text of mails) {
      expect(text).toContain('by a customer who gave the name "Bea Buyer"');
      // The store's own words as the subject, never the buyer's (decision 212).
      expect(text).toMatch(/^Subject: You have a Fleetfoot e-Gift Card$/m);
      expect(text).toContain(ann.message);
      expect(text).toContain("/account, type the claim code");
    }
    const friend = await buyer();
    for (const code of codes) {
      const claimed = await claimGiftCard(database.db, friend.customerId, code, NOW);
      expect(claimed.amountCents).toBe(card.amountCents);
    }
    const claimedNow = await giftCardsBoughtOn(database.db, orderId);
    expect(claimedNow.every((giftCard) => giftCard.claimedBy === friend.customerId)).toBe(true);

    // The codes are nowhere else: not in the buyer's confirmation, the order, the cards' rows or the logs.
    const confirmation = mailText((await inbox.next(b.email)).raw);
    expect(confirmation).toContain(`To: ${ann.recipientName} (${ann.recipientEmail})`);
    const order = await storedOrder(database.db, orderId);
    const stored = JSON.stringify([order, line, issued]);
    const normalised = codes.map((code) => code.replaceAll("-", ""));
    for (const code of [...codes, ...normalised]) {
      expect(confirmation).not.toContain(code);
      expect(stored).not.toContain(code);
      expect(logged.join("")).not.toContain(code);
    }
    // Once sent, the outbox keeps no body.
    const sent = await mailsTo(database.db, ann.recipientEmail);
    expect(sent).toHaveLength(2);
    await expect
      .poll(async () => (await mailsTo(database.db, ann.recipientEmail)).map((row) => [row.status, row.body]))
      .toEqual([
        ["sent", ""],
        ["sent", ""],
      ]);
  });

  it("refuses an e-Gift Card without a recipient with the spec's missing digital delivery words", async () => {
    const b = await buyer();
    const card = takeCard();
    await b.add(card.stockId);
    const purchase = await configure(b);
    expect(purchase.canPlaceOrder).toBe(false);
    expect(purchase.constraintViolations).toEqual([
      {
        name: "DigitalDeliveryInformationMissing",
        step: "review",
        message:
          "Your order is missing delivery information for a digital product.  Please remove the item below.",
        asin: card.asin,
      },
    ]);
    expect(VIOLATION_MESSAGES.DigitalDeliveryInformationMissing).toBe(
      purchase.constraintViolations[0]?.message,
    );
    const refused = await finalize(b, purchase);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      id: "constraint.violations.exist",
      message: VIOLATION_MESSAGES.DigitalDeliveryInformationMissing,
    });
    expect(await storedOrdersOf(database.db, b.customerId)).toEqual([]);
  });

  it("issues nothing and mails no one when the order is refused (a declined card)", async () => {
    const b = await buyer({ card: TEST_CARDS.insufficientFunds });
    const card = takeCard();
    const cy = recipient("Cy");
    await addEgiftCardToBag(database.db, b.owner, { stockId: card.stockId, details: cy });
    const before = await giftCardIds(database.db);
    const purchase = await configure(b);
    expect(purchase.canPlaceOrder).toBe(true);
    const declined = await finalize(b, purchase);
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ id: "payment.declined", message: PLACE_ORDER_ANSWERS.payment });
    expect(await giftCardIds(database.db)).toHaveLength(before.length);
    expect(await storedOrdersOf(database.db, b.customerId)).toEqual([]);
    const queued = await mailsTo(database.db, cy.recipientEmail);
    expect(queued).toEqual([]);
    // The bag still holds the card, for the recipient given.
    expect(await bagLines(database.db, b.customerId)).toEqual([
      { stockId: card.stockId, quantity: 1, gcCustomization: cy },
    ]);
  });
});
