import { z } from "@hono/zod-openapi";
import { AddressFieldsSchema, listAddresses } from "../addresses/index.server.ts";
import { addressOf } from "../addresses/index.ts";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { findCustomer, requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";
import { listCards, type PaymentGateway } from "../payments/index.server.ts";
import type { Track } from "../telemetry/index.ts";
import { PAYMENT_METHOD_TYPES } from "./cart-type.ts";
import { MAX_GIFT_MESSAGE } from "./forms.ts";
import { orderingCustomer, placeOrder } from "./place-order.server.ts";
import type { Purchase, PurchaseAddress, PurchaseCard } from "./purchase.ts";
import { configureCheckout, PURCHASE_ID_PATTERN } from "./purchases.server.ts";

type CheckoutEnv = { Variables: SessionVariables & { logger?: Log } };

const id = positiveIdSchema();
const purchaseId = z.string().regex(PURCHASE_ID_PATTERN, "purchaseId: not a purchase id");

const AddressSchema = z
  .object({ addressId: z.string(), ...AddressFieldsSchema.shape })
  .openapi("CheckoutAddress");

const CardSchema = z
  .object({
    paymentInstrumentId: z.string(),
    brand: z.string().nullable(),
    last4: z.string(),
    expirationMonth: z.string(),
    expirationYear: z.string(),
    fullName: z.string(),
    isExpired: z.boolean(),
    billingAddress: AddressSchema.nullable(),
  })
  .openapi("CheckoutCard");

const cents = z.number().int().describe("integer cents (USD)");

const OptionSchema = z.object({
  name: z.string(),
  shipmentSpeed: z.string(),
  price: cents,
  promise: z.string().describe("the date promised, YYYY-MM-DD in the store's time zone"),
  deliveryPromise: z.object({ displayString: z.string(), isBusinessUnknown: z.boolean() }),
  deliveryDuration: z.object({ displayString: z.string() }),
  description: z.string(),
  badge: z.string().nullable(),
  selected: z.boolean(),
});

const PurchaseSchema = z
  .object({
    purchaseId: z.string(),
    versionNumber: z.number().int(),
    cartType: z.string(),
    purchaseType: z.enum(["PHYSICAL", "DIGITAL"]),
    numItems: z.number().int(),
    hasHazmatItem: z.boolean(),
    productList: z.array(
      z.object({
        lineItemId: z.string(),
        asin: z.string(),
        productId: z.string(),
        styleId: z.string(),
        productName: z.string(),
        brandName: z.string(),
        color: z.string(),
        size: z.string(),
        width: z.string().nullable(),
        quantity: z.number().int(),
        price: cents,
        glProductGroupType: z.string(),
        giftMessagable: z.boolean(),
        giftMessage: z.string().nullable(),
        gcCustomization: z
          .object({
            recipientName: z.string(),
            recipientEmail: z.string(),
            senderName: z.string(),
            message: z.string(),
            design: z.string(),
          })
          .nullable()
          .describe("an e-Gift Card's recipient, sender, message and design; null for other items"),
        hazmat: z.boolean(),
        productUrl: z.string(),
        imageUrl: z.string(),
      }),
    ),
    shippingAddressId: z.string().nullable(),
    shippingAddress: AddressSchema.nullable(),
    shippingBenefitReason: z.string(),
    shippingBenefitCopy: z.string(),
    shipmentSpeed: z.string().nullable(),
    deliveryPromise: z.object({ displayString: z.string() }).nullable(),
    groupDeliveryOptions: z.array(OptionSchema),
    filteredShipSpeeds: z.array(z.string()),
    isAutoSelected: z.boolean(),
    changedPromiseDates: z.array(
      z.object({
        name: z.string(),
        duration: z.string(),
        prevPromiseDate: z.string(),
        promiseDate: z.string(),
        purchaseId: z.string(),
        sameOtherThanType: z.boolean(),
        type: z.literal("DEX_TO_DEX"),
      }),
    ),
    originalShippingCharge: cents,
    paymentMethods: z.array(
      z.object({ paymentMethodCode: z.enum(["CC", "GC"]), paymentInstrumentId: z.string().nullable() }),
    ),
    purchaseCreditCard: CardSchema.nullable(),
    chargeSummary: z.object({
      coupons: z.array(z.string()),
      subTotal: cents,
      couponTotal: cents,
      shippingCharge: cents,
      totalBeforeTax: cents,
      estimatedTax: cents,
      grandTotal: cents,
      gcApplied: cents,
      amountDue: cents,
    }),
    eligibleBalances: z.object({ gcBalance: cents, couponBalance: cents, combinedDiscountBalance: cents }),
    coupon: z.string().nullable(),
    useGCBalance: z.boolean(),
    giftCardBalance: cents,
    cardRequired: z.boolean(),
    constraintViolations: z.array(
      z.object({
        name: z.string(),
        step: z.string(),
        message: z.string(),
        asin: z.string().optional(),
        paymentInstrumentId: z.string().optional(),
      }),
    ),
    furthestStep: z.string(),
    changeableSteps: z.array(z.string()).openapi({
      description:
        "The completed steps that may be changed at the furthest step: a change to another is 409 checkout.step.locked.",
    }),
    canPlaceOrder: z.boolean(),
    paymentMethodType: z.enum(PAYMENT_METHOD_TYPES),
    expressCheckout: z.boolean(),
  })
  .openapi("Purchase");

const address = (a: PurchaseAddress) => ({ addressId: String(a.addressId), ...addressOf(a) });

const cardToApi = (
  card: Omit<PurchaseCard, "billingAddress"> & { billingAddress: PurchaseAddress | null },
) => ({
  paymentInstrumentId: String(card.paymentInstrumentId),
  brand: card.brand,
  last4: card.last4,
  expirationMonth: String(card.expirationMonth).padStart(2, "0"),
  expirationYear: String(card.expirationYear),
  fullName: card.nameOnCard,
  isExpired: card.isExpired,
  billingAddress: card.billingAddress ? address(card.billingAddress) : null,
});

/** The purchase document as the API gives it: ids as strings, money in integer cents. */
export function purchaseToApi(purchase: Purchase): z.input<typeof PurchaseSchema> {
  const card = purchase.purchaseCreditCard;
  const { eligibleBalances, cardRequired, ...charges } = purchase.chargeSummary;
  return {
    purchaseId: purchase.purchaseId,
    versionNumber: purchase.versionNumber,
    cartType: purchase.cartType,
    purchaseType: purchase.purchaseType,
    numItems: purchase.numItems,
    hasHazmatItem: purchase.hasHazmatItem,
    productList: purchase.productList.map((line) => ({
      lineItemId: line.lineItemId,
      asin: line.asin,
      productId: String(line.productId),
      styleId: String(line.styleId),
      productName: line.productName,
      brandName: line.brandName,
      color: line.color,
      size: line.size,
      width: line.width,
      quantity: line.quantity,
      price: line.priceCents,
      glProductGroupType: line.glProductGroupType,
      giftMessagable: line.giftMessagable,
      giftMessage: line.giftMessage,
      gcCustomization: line.gcCustomization,
      hazmat: line.hazmat,
      productUrl: line.productUrl,
      imageUrl: line.imageUrl,
    })),
    shippingAddressId: purchase.shippingAddressId === null ? null : String(purchase.shippingAddressId),
    shippingAddress: purchase.shippingAddress ? address(purchase.shippingAddress) : null,
    shippingBenefitReason: purchase.shippingBenefitReason,
    shippingBenefitCopy: purchase.shippingBenefitCopy,
    shipmentSpeed: purchase.shipmentSpeed,
    deliveryPromise: purchase.deliveryPromise,
    groupDeliveryOptions: purchase.groupDeliveryOptions.map((option) => ({
      name: option.name,
      shipmentSpeed: option.code,
      price: option.priceCents,
      promise: option.promiseDate,
      deliveryPromise: option.deliveryPromise,
      deliveryDuration: option.deliveryDuration,
      description: option.description,
      badge: option.badge,
      selected: option.selected,
    })),
    filteredShipSpeeds: purchase.filteredShipSpeeds,
    isAutoSelected: purchase.autoSelectedShipOption,
    changedPromiseDates: purchase.changedPromiseDates,
    originalShippingCharge: purchase.originalShippingCharge,
    paymentMethods: purchase.paymentMethods,
    purchaseCreditCard: card ? cardToApi(card) : null,
    chargeSummary: charges,
    eligibleBalances,
    coupon: purchase.coupon,
    useGCBalance: purchase.useGCBalance,
    giftCardBalance: purchase.giftCardBalance,
    cardRequired,
    constraintViolations: purchase.constraintViolations,
    furthestStep: purchase.furthestStep,
    changeableSteps: purchase.changeableSteps,
    canPlaceOrder: purchase.canPlaceOrder,
    paymentMethodType: purchase.paymentMethodType,
    expressCheckout: purchase.expressCheckout,
  };
}

const flag = z.enum(["true", "false"]).optional();

const ConfigureSchema = z
  .object({
    purchaseId: purchaseId.optional(),
    addressId: id.optional(),
    paymentMethods: z
      .array(z.object({ paymentMethodCode: z.literal("CC"), paymentInstrumentId: id }).strict())
      .max(1)
      .optional(),
    shipmentSpeed: z.string().max(30).optional(),
    shipmentOptionId: z.string().max(30).optional(),
    shipmentOptionLineItemIds: z.array(z.string().max(20)).max(100).optional(),
    coupon: z.string().max(64).optional(),
    removeCoupon: z.boolean().optional(),
    totalClickCountOfPromoSubmitButton: z.number().int().min(0).max(1000).optional(),
    useGCBalance: z.boolean().optional(),
    useDiscount: z.boolean().optional(),
    giftOptions: z
      .array(
        z
          .object({ lineItemId: z.string().max(20), giftMessage: z.string().max(MAX_GIFT_MESSAGE * 2) })
          .strict(),
      )
      .max(100)
      .optional(),
    isRemovingGiftOptions: z.boolean().optional(),
    isSavingGiftOptions: z.boolean().optional(),
    refreshPurchase: z.boolean().optional(),
    clearPurchaseDoc: z.boolean().optional(),
    clearAmazonPaySession: z.boolean().optional(),
    advanceOnSuccess: z.boolean().optional(),
    filterShipOptionsOnFirstLoad: z.boolean().optional(),
    includePaymentsAndAddresses: z.boolean().optional(),
    includeAllPaymentTypes: z.boolean().optional(),
    autoPlaceOrder: z.boolean().optional(),
  })
  .strict()
  .openapi("ConfigureCheckout");

const FinalizeSchema = z
  .object({
    purchaseId,
    versionNumber: z.number().int().min(1).max(2_000_000_000),
    setDefault: z.boolean().optional(),
  })
  .strict()
  .openapi("FinalizeCheckout");

/** An Idempotency-Key header: 1 to 255 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";

export interface CheckoutRouteServices {
  db: Db;
  paymentGateway: PaymentGateway;
  mailDispatcher?: MailDispatcher;
  marketplaces: readonly Marketplace[];
  forcedMarketplace?: string;
  now: () => Date;
  telemetry: { track: Track };
  logger?: Log;
}

/** Checkout's calls (spec 2 section 7): configure, finalize and gift options. */
export function checkoutRoutes(services: CheckoutRouteServices) {
  const { db, now } = services;
  const router = apiRouter<CheckoutEnv>({ invalidInputId: "checkout.input.invalid", log: services.logger });
  const marketplaceOf = (host: string | undefined) =>
    selectMarketplace(services.marketplaces, host, services.forcedMarketplace);

  router.json(
    {
      method: "post",
      path: "/v1/checkout/configure",
      summary: "Open or change the customer's purchase and answer its document, priced now",
      description:
        "Money is in integer cents. Without purchaseId, the customer's open purchase (made from the bag when there is none). includeAddresses=true and includePayments=true (or includePaymentsAndAddresses in the body) add the customer's saved addresses and cards. The flags advanceOnSuccess, filterShipOptionsOnFirstLoad, includeAllPaymentTypes, clearAmazonPaySession and autoPlaceOrder are accepted and change nothing here: see docs/decisions.md.",
      query: z.object({
        includeAssociated: flag,
        includePayments: flag,
        includeAddresses: flag,
        allPaymentTypes: flag,
        src: z.string().max(50).optional(),
      }),
      body: ConfigureSchema,
      response: z.object({
        purchase: PurchaseSchema,
        message: z.string().optional(),
        savedAddresses: z.array(AddressSchema).optional().describe("with includeAddresses=true"),
        savedPayments: z.array(CardSchema).optional().describe("with includePayments=true"),
      }),
      errors: {
        400: "checkout.input.invalid, checkout.cart.empty, checkout.coupon.invalid (extraInfo.headline, trackingEvent), gift.options.invalid, address.inactive.exception, payment.instrument.inactive",
        403: notSignedIn,
        404: "purchase.not.found; address.not.found; payment.instrument.not.found",
        409: "checkout.step.locked (a completed step the furthest step does not let change: purchase.changeableSteps)",
      },
    },
    async ({ query, body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const marketplace = marketplaceOf(c.req.header("host"));
      const { paymentMethods, shipmentOptionId, shipmentSpeed, ...rest } = body;
      const both = rest.includePaymentsAndAddresses === true;
      const speed = shipmentSpeed ?? shipmentOptionId;
      const answer = await configureCheckout(
        db,
        { customerId, marketplace: marketplace.subsiteId },
        {
          ...(rest.purchaseId !== undefined && { purchaseId: rest.purchaseId }),
          ...(rest.addressId !== undefined && { addressId: rest.addressId }),
          ...(paymentMethods?.[0] && { paymentInstrumentId: paymentMethods[0].paymentInstrumentId }),
          ...(speed !== undefined && { shipmentSpeed: speed }),
          ...(rest.coupon !== undefined && { coupon: rest.coupon }),
          ...(rest.removeCoupon !== undefined && { removeCoupon: rest.removeCoupon }),
          ...((rest.useGCBalance ?? rest.useDiscount) !== undefined && {
            useGCBalance: rest.useGCBalance ?? rest.useDiscount,
          }),
          ...(rest.giftOptions !== undefined && { giftOptions: rest.giftOptions }),
          ...(rest.isRemovingGiftOptions !== undefined && {
            isRemovingGiftOptions: rest.isRemovingGiftOptions,
          }),
          ...(rest.clearPurchaseDoc !== undefined && { clearPurchaseDoc: rest.clearPurchaseDoc }),
        },
        now(),
        services.telemetry,
      );
      const addresses =
        query.includeAddresses === "true" || both ? await listAddresses(db, customerId) : undefined;
      const cards =
        query.includePayments === "true" || both ? await listCards(db, customerId, now()) : undefined;
      return {
        purchase: purchaseToApi(answer.purchase),
        ...(answer.message && { message: answer.message }),
        ...(addresses && { savedAddresses: addresses.map(address) }),
        ...(cards && { savedPayments: cards.map(cardToApi) }),
      };
    },
  );

  router.json(
    {
      method: "post",
      path: "/v1/checkout/finalize",
      summary: "Place the order of a purchase version: stock taken, card authorised, bag emptied, mail sent",
      description:
        "Give the versionNumber of the document the shopper reviewed. A replay (the same purchase, or the same Idempotency-Key header) answers the order already placed.",
      body: FinalizeSchema,
      response: z.object({ orderId: z.string(), digitalOrderId: z.string().nullable() }),
      errors: {
        400: "checkout.input.invalid; checkout.cart.empty; constraint.violations.exist (extraInfo.constraintViolations); payment.declined ('There was a problem with the payment.  Please try again.')",
        403: notSignedIn,
        404: "purchase.not.found",
        409: "checkout.version.stale (the purchase or bag changed: configure again); purchase.out.of.stock (CANNOT_CONFIRM_PURCHASE_OOS, the product's name in the words); idempotency.key.reused",
      },
    },
    async ({ body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const key = c.req.header("idempotency-key");
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError(
          "invalid_input",
          "checkout.input.invalid",
          "Idempotency-Key: 1 to 255 visible ASCII characters",
          { field: "Idempotency-Key" },
        );
      }
      const customer = await findCustomer(db, customerId);
      if (!customer)
        throw new AppError("not_authenticated", "customer.auth.required", "Customer not recognized");
      const marketplace = marketplaceOf(c.req.header("host"));
      const answer = await placeOrder(
        services,
        orderingCustomer({ ...customer, customerId }, marketplace),
        {
          purchaseId: body.purchaseId,
          versionNumber: body.versionNumber,
          ...(body.setDefault !== undefined && { setDefault: body.setDefault }),
          ...(key !== undefined && { idempotencyKey: key }),
        },
        now(),
      );
      return { orderId: answer.orderId, digitalOrderId: answer.digitalOrderId };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/giftOptions",
      summary: "The gift messages of a purchase's lines",
      query: z.object({ purchaseId }),
      response: z.object({
        giftOptions: z.array(
          z.object({
            lineItemId: z.string(),
            giftMessagable: z.boolean(),
            giftMessage: z.string().nullable(),
          }),
        ),
      }),
      errors: {
        400: "checkout.input.invalid; checkout.cart.empty",
        403: notSignedIn,
        404: "purchase.not.found",
      },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const marketplace = marketplaceOf(c.req.header("host"));
      const { purchase } = await configureCheckout(
        db,
        { customerId, marketplace: marketplace.subsiteId },
        { purchaseId: query.purchaseId },
        now(),
        services.telemetry,
      );
      return {
        giftOptions: purchase.productList.map((line) => ({
          lineItemId: line.lineItemId,
          giftMessagable: line.giftMessagable,
          giftMessage: line.giftMessage,
        })),
      };
    },
  );

  return router.app;
}
