import { z } from "@hono/zod-openapi";
import { listAddresses } from "../addresses/index.server.ts";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { findCustomer, requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";
import { listCards, type PaymentGateway } from "../payments/index.server.ts";
import type { Track } from "../telemetry/index.ts";
import { MAX_GIFT_MESSAGE } from "./forms.ts";
import { orderingCustomer, placeOrder } from "./place-order.server.ts";
import {
  AddressSchema,
  addressToApi,
  CardSchema,
  cardToApi,
  PurchaseSchema,
  purchaseToApi,
} from "./purchase-api.server.ts";
import { configureCheckout, PURCHASE_ID_PATTERN } from "./purchases.server.ts";

type CheckoutEnv = { Variables: SessionVariables & { logger?: Log } };

const id = positiveIdSchema();
const purchaseId = z.string().regex(PURCHASE_ID_PATTERN, "purchaseId: not a purchase id");

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
        ...(addresses && { savedAddresses: addresses.map(addressToApi) }),
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
