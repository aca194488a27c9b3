import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { orderCountOf, storedLines, storedOrder } from "../../tests/support/order-rows.ts";
import { mailCountTo } from "../../tests/support/queued-mail.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { onHandOf, pickStocks, setOnHand } from "../../tests/support/stock-fixtures.ts";
import { saveTestAddress } from "../../tests/support/test-address.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { bagLines } from "../cart/index.server.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import { createMailer } from "../mail/index.server.ts";
import { orderMoney } from "../orders/index.server.ts";
import { addCard, TEST_CARDS } from "../payments/index.server.ts";
import { giftCardBalance, issueGiftCard, savePromotion } from "../promotions/index.server.ts";
import { PROMO_MESSAGES } from "../promotions/index.ts";
import { setShippingBenefit } from "../rewards/index.server.ts";
import { storedEvents } from "../telemetry/test-events.ts";
import { checkoutRoutes } from "./api.server.ts";
import { BENEFIT_COPY } from "./index.ts";
import { PLACE_ORDER_ANSWERS } from "./place-order.server.ts";
import { VIOLATION_MESSAGES } from "./purchase.ts";
import { CHECKOUT_ANSWERS } from "./purchases.server.ts";

/** The tests' clock: Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");

interface ApiPurchase {
  purchaseId: string;
  versionNumber: number;
  productList: {
    lineItemId: string;
    asin: string;
    quantity: number;
    price: number;
    giftMessage: string | null;
  }[];
  shippingAddressId: string | null;
  shipmentSpeed: string | null;
  groupDeliveryOptions: { shipmentSpeed: string; price: number; selected: boolean; promise: string }[];
  chargeSummary: {
    subTotal: number;
    couponTotal: number;
    shippingCharge: number;
    estimatedTax: number;
    grandTotal: number;
    gcApplied: number;
    amountDue: number;
    coupons: string[];
  };
  purchaseCreditCard: { paymentInstrumentId: string; last4: string } | null;
  shippingBenefitReason: string;
  shippingBenefitCopy: string;
  constraintViolations: { name: string; message: string; step: string }[];
  furthestStep: string;
  changeableSteps: string[];
  canPlaceOrder: boolean;
  cartType: string;
}

interface ErrorBody {
  id: string;
  message: string;
  extraInfo?: Record<string, unknown>;
}

describe("checkout (/v1/checkout/configure, /v1/checkout/finalize, /v1/giftOptions)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let services: ReturnType<typeof testServices>;
  let inbox: SmtpInbox;
  /** In-stock retail items, priced: each test takes its own. */
  let retail: { stockId: number; onHand: number }[] = [];

  const takeItem = () => {
    const item = retail.shift();
    if (!item) throw new Error("the test catalogue ran out of retail items");
    return item;
  };
  const post = (cookie: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request(path, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const configure = async (buyer: CheckoutCustomer, body: Record<string, unknown> = {}) => {
    const response = await post(buyer.cookie, "/v1/checkout/configure", body);
    return {
      status: response.status,
      body: (await response.json()) as { purchase: ApiPurchase; message?: string } & ErrorBody,
    };
  };
  const finalize = async (buyer: CheckoutCustomer, body: Record<string, unknown>, headers = {}) => {
    const response = await post(buyer.cookie, "/v1/checkout/finalize", body, headers);
    return { status: response.status, body: (await response.json()) as { orderId: string } & ErrorBody };
  };
  const onHand = (stockId: number) => onHandOf(database.db, stockId);
  const buyer = (options: Parameters<typeof checkoutCustomer>[2] = {}) =>
    checkoutCustomer(database.db, services.paymentGateway, { now: NOW, ...options });

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    inbox = await startSmtpInbox();
    const mailer = createMailer(
      { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
      { info() {}, warn() {}, error() {} },
    );
    services = testServices(database.db, { now: () => NOW, mailer });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", checkoutRoutes(services));
    retail = await pickStocks(database.db, { kind: "retail", moreThan: 3, count: 40 });
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
    await inbox?.close();
  });

  it("refuses guests and empty bags", async () => {
    const guest = await api.request("/v1/checkout/configure", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(guest.status).toBe(403);
    expect(await guest.json()).toMatchObject({
      id: "customer.auth.required",
      message: "Customer not recognized",
    });
    const empty = await configure(await buyer());
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ id: "checkout.cart.empty", message: CHECKOUT_ANSWERS.emptyCart });
  });

  it("opens a purchase from the bag with the default address and card, priced in cents from the catalogue", async () => {
    const b = await buyer();
    const item = takeItem();
    await b.add(item.stockId, 2);
    const { status, body } = await configure(b);
    expect(status).toBe(200);
    const p = body.purchase;
    expect(p.purchaseId).toMatch(/^[0-9a-f]{24}$/);
    expect(p.cartType).toBe("RETAIL_ONLY_CART");
    expect(p.shippingAddressId).toBe(String(b.addressId));
    expect(p.purchaseCreditCard).toMatchObject({ paymentInstrumentId: String(b.cardId), last4: "4242" });
    expect(p.productList).toHaveLength(1);
    const line = p.productList[0];
    expect(line?.quantity).toBe(2);
    expect(Number.isInteger(line?.price)).toBe(true);
    expect(p.chargeSummary.subTotal).toBe((line?.price ?? 0) * 2);
    // Free standard shipping is chosen first; Massachusetts taxes 6.25% of the merchandise.
    expect(p.shipmentSpeed).toBe("std-us");
    expect(p.chargeSummary.shippingCharge).toBe(0);
    expect(p.chargeSummary.estimatedTax).toBe(Math.round((p.chargeSummary.subTotal * 625) / 10_000));
    expect(p.chargeSummary.grandTotal).toBe(p.chargeSummary.subTotal + p.chargeSummary.estimatedTax);
    expect(p.groupDeliveryOptions.map((o) => o.shipmentSpeed)).toEqual(["next-business", "second", "std-us"]);
    expect(p.constraintViolations).toEqual([]);
    expect(p.canPlaceOrder).toBe(true);
    // With includeAddresses and includePayments: the customer's saved addresses and cards too.
    const withSaved = await post(
      b.cookie,
      "/v1/checkout/configure?includeAddresses=true&includePayments=true",
      {
        purchaseId: p.purchaseId,
      },
    );
    expect(await withSaved.json()).toMatchObject({
      savedAddresses: [{ addressId: String(b.addressId), addressLine1: "1 Main ST" }],
      savedPayments: [
        { paymentInstrumentId: String(b.cardId), last4: "4242", billingAddress: { city: "Boston" } },
      ],
    });
    expect(body).not.toHaveProperty("savedAddresses");
    // The same again: nothing changed, the same version.
    const again = await configure(b, { purchaseId: p.purchaseId });
    expect(again.body.purchase.versionNumber).toBe(p.versionNumber);
  });

  it("changes the speed, with a new version and its price; refuses a speed not offered", async () => {
    const b = await buyer();
    await b.add(takeItem().stockId);
    const first = (await configure(b)).body.purchase;
    const second = await configure(b, { purchaseId: first.purchaseId, shipmentSpeed: "second" });
    expect(second.status).toBe(200);
    expect(second.body.purchase.versionNumber).toBe(first.versionNumber + 1);
    expect(second.body.purchase.chargeSummary.shippingCharge).toBe(1500);
    for (const speed of ["next-wow", "warp", "std-us-military"]) {
      const refused = await configure(b, { purchaseId: first.purchaseId, shipmentSpeed: speed });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        id: "checkout.input.invalid",
        message: CHECKOUT_ANSWERS.speedUnavailable,
      });
    }
    const after = (await configure(b, { purchaseId: first.purchaseId })).body.purchase;
    expect(after.shipmentSpeed).toBe("second");
  });

  it("prices the speeds by the customer's shipping benefit: VIP all free, prime second-day free, others standard", async () => {
    const vip = await buyer();
    const prime = await buyer();
    const plain = await buyer();
    await setShippingBenefit(database.db, vip.customerId, "rewards-gold");
    await setShippingBenefit(database.db, prime.customerId, "prime-linked");
    const purchases = [];
    for (const b of [vip, prime, plain]) {
      await b.add(takeItem().stockId);
      purchases.push((await configure(b)).body.purchase);
    }
    const [vipPurchase, primePurchase, plainPurchase] = purchases;
    const prices = (p: ApiPurchase | undefined) =>
      Object.fromEntries((p?.groupDeliveryOptions ?? []).map((o) => [o.shipmentSpeed, o.price]));
    // VIP: every speed free, Next Day WOW offered, and spec 2 section 6's words.
    expect(vipPurchase).toMatchObject({
      shippingBenefitReason: "rewards-gold",
      shippingBenefitCopy: BENEFIT_COPY.vip,
    });
    expect(Object.keys(prices(vipPurchase))).toContain("next-wow");
    expect(Object.values(prices(vipPurchase)).every((price) => price === 0)).toBe(true);
    // Prime: second-day free beside standard; next-business still costs.
    expect(primePurchase).toMatchObject({
      shippingBenefitReason: "prime-linked",
      shippingBenefitCopy: BENEFIT_COPY.prime,
    });
    expect(prices(primePurchase)).toMatchObject({ second: 0, "std-us": 0 });
    expect(prices(primePurchase)["next-business"]).toBeGreaterThan(0);
    // Everyone else: free standard shipping only.
    expect(plainPurchase).toMatchObject({
      shippingBenefitReason: "plain",
      shippingBenefitCopy: BENEFIT_COPY.everyone,
    });
    expect(prices(plainPurchase)).toMatchObject({ "std-us": 0, second: 1500 });
    // A VIP's faster speed costs nothing at placement either.
    // Next Day WOW, free, is chosen for the VIP: the slower paid speeds arrive no sooner and are hidden.
    expect(vipPurchase?.shipmentSpeed).toBe("next-wow");
    expect(vipPurchase?.chargeSummary.shippingCharge).toBe(0);
    // The flag taken away: the same purchase is priced as everyone's again, without Next Day WOW.
    await setShippingBenefit(database.db, vip.customerId, "plain");
    const after = (await configure(vip, { purchaseId: vipPurchase?.purchaseId })).body.purchase;
    expect(after.shippingBenefitReason).toBe("plain");
    expect(Object.keys(prices(after))).not.toContain("next-wow");
    // The speed no longer offered gives way to the one chosen for a new purchase.
    expect(after).toMatchObject({ shipmentSpeed: "std-us", canPlaceOrder: true });
    const refused = await configure(vip, { purchaseId: vipPurchase?.purchaseId, shipmentSpeed: "next-wow" });
    expect(refused.body).toMatchObject({ message: CHECKOUT_ANSWERS.speedUnavailable });
  });

  it("refuses another customer's address, card and purchase", async () => {
    const a = await buyer();
    const b = await buyer();
    await a.add(takeItem().stockId);
    await b.add(takeItem().stockId);
    const mine = (await configure(a)).body.purchase;
    expect((await configure(a, { addressId: b.addressId })).status).toBe(404);
    expect(
      (await configure(a, { paymentMethods: [{ paymentMethodCode: "CC", paymentInstrumentId: b.cardId }] }))
        .status,
    ).toBe(404);
    const theirs = (await configure(b)).body.purchase;
    const stolen = await configure(a, { purchaseId: theirs.purchaseId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.id).toBe("purchase.not.found");
    expect(
      (await finalize(a, { purchaseId: theirs.purchaseId, versionNumber: theirs.versionNumber })).status,
    ).toBe(404);
    expect((await configure(a, { purchaseId: mine.purchaseId })).body.purchase.shippingAddressId).toBe(
      String(a.addressId),
    );
  });

  it("places the order: stock taken, bag emptied, totals kept, confirmation mail queued; replays find the same order", async () => {
    const b = await buyer();
    const item = takeItem();
    await b.add(item.stockId, 2);
    const before = await onHand(item.stockId);
    const p = (await configure(b, { shipmentSpeed: "next-business" })).body.purchase;
    const placed = await finalize(
      b,
      { purchaseId: p.purchaseId, versionNumber: p.versionNumber },
      { "Idempotency-Key": "k-1" },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.orderId).toMatch(/^\d{3}-\d{7}-\d{7}$/);
    expect(await onHand(item.stockId)).toBe((before ?? 0) - 2);
    expect(await bagLines(database.db, b.customerId)).toEqual([]);
    const order = await storedOrder(database.db, placed.body.orderId);
    expect(order).toMatchObject({
      customerId: b.customerId,
      purchaseId: p.purchaseId,
      subtotalCents: p.chargeSummary.subTotal,
      shippingCents: 2500,
      taxCents: p.chargeSummary.estimatedTax,
      grandTotalCents: p.chargeSummary.grandTotal,
      cardCents: p.chargeSummary.grandTotal,
      cardLast4: "4242",
      shipSpeed: "next-business",
      status: "SUBMITTED",
    });
    const money = await orderMoney(database.db, placed.body.orderId);
    expect(money.authorizationId).toMatch(/^auth_test_/);
    expect(money.authorizedCents).toBe(p.chargeSummary.grandTotal);
    const lines = await storedLines(database.db, placed.body.orderId);
    expect(lines).toMatchObject([
      { stockId: item.stockId, quantity: 2, unitPriceCents: p.productList[0]?.price },
    ]);
    // The confirmation is queued with the order and sent after commit, over SMTP.
    await drainUntilIdle(services.events);
    expect(await mailCountTo(database.db, [b.email])).toBe(1);
    const mail = await inbox.next(b.email);
    expect(mail.raw).toContain(placed.body.orderId);
    expect(mailText(mail.raw)).toContain("Thank You! Your order has been placed.");

    const replayed = await finalize(b, { purchaseId: p.purchaseId, versionNumber: p.versionNumber });
    expect(replayed).toEqual({ status: 200, body: { orderId: placed.body.orderId, digitalOrderId: null } });
    const byKey = await finalize(
      b,
      { purchaseId: p.purchaseId, versionNumber: 1 },
      { "Idempotency-Key": "k-1" },
    );
    expect(byKey.body.orderId).toBe(placed.body.orderId);
    expect(await orderCountOf(database.db, [b.customerId])).toBe(1);
    expect(await onHand(item.stockId)).toBe((before ?? 0) - 2);
    // The placed purchase is closed; the next checkout is a new purchase.
    expect((await configure(b, { purchaseId: p.purchaseId })).status).toBe(404);
  });

  it("refuses a stale version or a bag changed since, placing nothing", async () => {
    const b = await buyer();
    const item = takeItem();
    await b.add(item.stockId);
    const p = (await configure(b)).body.purchase;
    const stale = await finalize(b, { purchaseId: p.purchaseId, versionNumber: p.versionNumber + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ id: "checkout.version.stale", message: CHECKOUT_ANSWERS.stale });
    await b.add(item.stockId);
    const changedBag = await finalize(b, { purchaseId: p.purchaseId, versionNumber: p.versionNumber });
    expect(changedBag.status).toBe(409);
    expect(await orderCountOf(database.db, [b.customerId])).toBe(0);
    // Configure again and the new version places, at the new quantity.
    const fresh = (await configure(b, { purchaseId: p.purchaseId })).body.purchase;
    expect(fresh.versionNumber).toBe(p.versionNumber + 1);
    expect((await finalize(b, { purchaseId: p.purchaseId, versionNumber: fresh.versionNumber })).status).toBe(
      200,
    );
  });

  it("answers the constraint violations: no address, no card, with the step to fix", async () => {
    const noAddress = await buyer({ address: false });
    await noAddress.add(takeItem().stockId);
    const p = (await configure(noAddress)).body.purchase;
    expect(p.constraintViolations.map((v) => v.name)).toEqual([
      "DestinationInformationMissing",
      "ValidPaymentMethodRequired",
    ]);
    expect(p.furthestStep).toBe("address");
    expect(p.canPlaceOrder).toBe(false);
    const refused = await finalize(noAddress, { purchaseId: p.purchaseId, versionNumber: p.versionNumber });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      id: "constraint.violations.exist",
      message: VIOLATION_MESSAGES.DestinationInformationMissing,
    });
  });

  it("lets a completed step change only where the furthest step allows it (spec 2 section 4)", async () => {
    const b = await buyer({ card: null });
    await b.add(takeItem().stockId);
    const atPayment = (await configure(b)).body.purchase;
    expect(atPayment.furthestStep).toBe("payment");
    expect(atPayment.changeableSteps).toEqual([]);
    const other = await saveTestAddress(database.db, b.customerId);
    const refused = await configure(b, { addressId: other.addressId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      id: "checkout.step.locked",
      message: "The shipping address cannot be changed at this step.",
    });
    // The same address again is no change.
    expect((await configure(b, { addressId: b.addressId })).status).toBe(200);

    const card = await addCard(
      database.db,
      services.paymentGateway,
      b.customerId,
      {
        nameOnCard: "Bea Buyer",
        number: TEST_CARDS.visa,
        expirationMonth: 4,
        expirationYear: 2030,
        cvv: "123",
        addressId: other.addressId,
        makeDefault: false,
      },
      NOW,
    );
    const atReview = await configure(b, {
      paymentMethods: [{ paymentInstrumentId: card.paymentInstrumentId, paymentMethodCode: "CC" }],
    });
    expect(atReview.status).toBe(200);
    expect(atReview.body.purchase.furthestStep).toBe("review");
    expect(atReview.body.purchase.changeableSteps).toEqual(["address", "payment", "shipoption"]);
    const changed = await configure(b, { addressId: other.addressId });
    expect(changed.status).toBe(200);
    expect(changed.body.purchase.shippingAddressId).toBe(String(other.addressId));
  });

  it("a declined card places nothing: stock, bag and balances as they were", async () => {
    const b = await buyer({ card: TEST_CARDS.insufficientFunds });
    const item = takeItem();
    await b.add(item.stockId);
    const before = await onHand(item.stockId);
    const p = (await configure(b)).body.purchase;
    const declined = await finalize(b, { purchaseId: p.purchaseId, versionNumber: p.versionNumber });
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ id: "payment.declined", message: PLACE_ORDER_ANSWERS.payment });
    expect(await onHand(item.stockId)).toBe(before);
    expect(await bagLines(database.db, b.customerId)).toHaveLength(1);
    expect(await orderCountOf(database.db, [b.customerId])).toBe(0);
  });

  it("an item sold out after review: 409 with the product's name, nothing placed", async () => {
    const b = await buyer();
    const item = takeItem();
    await b.add(item.stockId, 2);
    const p = (await configure(b)).body.purchase;
    await setOnHand(database.db, item.stockId, 1);
    const refused = await finalize(b, { purchaseId: p.purchaseId, versionNumber: p.versionNumber });
    expect(refused.status).toBe(409);
    expect(refused.body.id).toBe("purchase.out.of.stock");
    expect(refused.body.message).toMatch(
      /^Sorry, an item has gone out of stock and will be removed from the purchase: \S/,
    );
    expect(refused.body.extraInfo).toMatchObject({
      type: "CANNOT_CONFIRM_PURCHASE_OOS",
      asin: p.productList[0]?.asin,
    });
    expect(await onHand(item.stockId)).toBe(1);
  });

  it("saves and removes gift messages with the spec's words", async () => {
    const b = await buyer();
    await b.add(takeItem().stockId);
    const p = (await configure(b)).body.purchase;
    const lineItemId = p.productList[0]?.lineItemId ?? "";
    const saved = await configure(b, {
      purchaseId: p.purchaseId,
      giftOptions: [{ lineItemId, giftMessage: " Happy birthday!\r\nLove, Bea " }],
      isSavingGiftOptions: true,
    });
    expect(saved.body.message).toBe("Gift message has been saved");
    expect(saved.body.purchase.productList[0]?.giftMessage).toBe("Happy birthday!\nLove, Bea");
    const options = await api.request(`/v1/giftOptions?purchaseId=${p.purchaseId}`, {
      headers: { cookie: b.cookie },
    });
    expect(await options.json()).toEqual({
      giftOptions: [{ lineItemId, giftMessagable: true, giftMessage: "Happy birthday!\nLove, Bea" }],
    });
    const tooLong = await configure(b, {
      purchaseId: p.purchaseId,
      giftOptions: [{ lineItemId, giftMessage: "x".repeat(241) }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      id: "gift.options.invalid",
      message: CHECKOUT_ANSWERS.giftMessageTooLong,
    });
    const notMine = await configure(b, {
      purchaseId: p.purchaseId,
      giftOptions: [{ lineItemId: "1", giftMessage: "hi" }],
    });
    expect(notMine.status).toBe(400);
    const removed = await configure(b, { purchaseId: p.purchaseId, isRemovingGiftOptions: true });
    expect(removed.body.message).toBe("Gift message has been removed");
    expect(removed.body.purchase.productList[0]?.giftMessage).toBeNull();
  });

  it("applies a promo code, refuses a bad one with the spec's words and the 'Invalid Coupon Code' event, and counts its use", async () => {
    await savePromotion(database.db, {
      code: "TENOFF",
      kind: "amount",
      amountCents: 1000,
      perCustomerLimit: 1,
    });
    await savePromotion(database.db, {
      code: "OLDIE",
      kind: "percent",
      percentBasisPoints: 1000,
      endsAt: new Date("2026-01-01T00:00:00Z"),
    });
    const b = await buyer();
    await b.add(takeItem().stockId);
    const p = (await configure(b)).body.purchase;
    const unknown = await configure(b, { purchaseId: p.purchaseId, coupon: "NOPE-NOPE" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      id: "checkout.coupon.invalid",
      message: PROMO_MESSAGES.PROMO_INVALID,
      extraInfo: { headline: VIOLATION_MESSAGES.BadPromotion, trackingEvent: "Invalid Coupon Code" },
    });
    // Stored by the telemetry too, without the code typed.
    await expect
      .poll(() => storedEvents(database.db), { timeout: 10_000 })
      .toContainEqual({ type: "tracking", name: "Invalid Coupon Code", pageType: null, properties: {} });
    const expired = await configure(b, { purchaseId: p.purchaseId, coupon: "oldie" });
    expect(expired.body.message).toBe(PROMO_MESSAGES.PROMO_EXPIRED);
    const applied = await configure(b, { purchaseId: p.purchaseId, coupon: " tenoff " });
    expect(applied.status).toBe(200);
    const charges = applied.body.purchase.chargeSummary;
    expect(charges.coupons).toEqual(["TENOFF"]);
    expect(charges.couponTotal).toBe(Math.min(1000, charges.subTotal));
    const placed = await finalize(b, {
      purchaseId: p.purchaseId,
      versionNumber: applied.body.purchase.versionNumber,
    });
    expect(placed.status).toBe(200);
    const order = await storedOrder(database.db, placed.body.orderId);
    expect(order).toMatchObject({ couponCode: "TENOFF", couponCents: charges.couponTotal });
    // Used once: the next purchase cannot use it again.
    await b.add(takeItem().stockId);
    const again = await configure(b, { coupon: "TENOFF" });
    expect(again.body.message).toBe(PROMO_MESSAGES.PROMO_ALREADY_REDEEMED);
  });

  it("a gift card typed as a code joins the balance; a balance that covers the order needs no card", async () => {
    const b = await buyer({ card: null });
    await b.add(takeItem().stockId);
    const { claimCode } = await issueGiftCard(database.db, { amountCents: 500_000 });
    const p = (await configure(b)).body.purchase;
    expect(p.constraintViolations.map((v) => v.name)).toEqual(["ValidPaymentMethodRequired"]);
    const applied = await configure(b, { purchaseId: p.purchaseId, coupon: claimCode });
    expect(applied.body.message).toBe(CHECKOUT_ANSWERS.giftCardApplied);
    const covered = applied.body.purchase;
    expect(covered.chargeSummary.gcApplied).toBe(covered.chargeSummary.grandTotal);
    expect(covered.chargeSummary.amountDue).toBe(0);
    expect(covered.canPlaceOrder).toBe(true);
    const again = await configure(b, { purchaseId: p.purchaseId, coupon: claimCode });
    expect(again.body.message).toBe("The code you entered has already been applied to your account.");
    const placed = await finalize(b, { purchaseId: p.purchaseId, versionNumber: covered.versionNumber });
    expect(placed.status).toBe(200);
    expect(await giftCardBalance(database.db, b.customerId)).toBe(500_000 - covered.chargeSummary.grandTotal);
    const order = await storedOrder(database.db, placed.body.orderId);
    expect(order).toMatchObject({ cardCents: 0, giftCardCents: covered.chargeSummary.grandTotal });
    const money = await orderMoney(database.db, placed.body.orderId);
    expect(money).toMatchObject({ authorizationId: null, giftCardCents: covered.chargeSummary.grandTotal });
  });

  it("refuses bad input with a 4xx, never a 500", async () => {
    const b = await buyer();
    await b.add(takeItem().stockId);
    const cases: [string, RequestInit, number][] = [
      ["/v1/checkout/configure", { body: '{"coupon":"A\\u0000B"}' }, 400],
      ["/v1/checkout/configure", { body: '{"purchaseId":"../../etc"}' }, 400],
      ["/v1/checkout/configure", { body: '{"addressId":"abc"}' }, 400],
      ["/v1/checkout/configure", { body: '{"unknown":1}' }, 400],
      ["/v1/checkout/configure", { body: "{not json" }, 400],
      ["/v1/checkout/configure", { body: JSON.stringify({ coupon: "x".repeat(20_000) }) }, 400],
      ["/v1/checkout/finalize", { body: '{"purchaseId":"0123456789abcdef01234567"}' }, 400],
      [
        "/v1/checkout/finalize",
        { body: '{"purchaseId":"0123456789abcdef01234567","versionNumber":1.5}' },
        400,
      ],
      [
        "/v1/checkout/finalize",
        {
          body: '{"purchaseId":"0123456789abcdef01234567","versionNumber":1}',
          headers: { "idempotency-key": "a b" },
        },
        400,
      ],
      ["/v1/checkout/finalize", { body: '{"purchaseId":"0123456789abcdef01234567","versionNumber":1}' }, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await api.request(path, {
        method: "POST",
        ...init,
        headers: {
          cookie: b.cookie,
          "content-type": "application/json",
          ...(init.headers as Record<string, string>),
        },
      });
      expect([path, init.body?.toString().slice(0, 60), response.status]).toEqual([
        path,
        init.body?.toString().slice(0, 60),
        status,
      ]);
    }
    const form = await api.request("/v1/checkout/finalize", {
      method: "POST",
      headers: { cookie: b.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "purchaseId=x",
    });
    expect(form.status).toBe(400);
  });
});
