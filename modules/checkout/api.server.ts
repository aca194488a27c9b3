import { z } from "@hono/zod-openapi";
import { listAddresses } from "../addresses/index.server.ts";
import { apiRouter } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { findCustomer, requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";
import { listCards, type PaymentGateway } from "../payments/index.server.ts";
import type { Track } from "../telemetry/index.ts";
import {
  ConfigureSchema,
  configureChangeOf,
  FinalizeSchema,
  flag,
  IDEMPOTENCY_KEY,
  purchaseId,
} from "./checkout-requests.server.ts";
import { orderingCustomer, placeOrder } from "./place-order.server.ts";
import {
  AddressSchema,
  addressToApi,
  CardSchema,
  cardToApi,
  PurchaseSchema,
  purchaseToApi,
} from "./purchase-api.server.ts";
import { configureCheckout } from "./purchases.server.ts";

type CheckoutEnv = { Variables: SessionVariables & { logger?: Log } };

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
  const router = apiRouter<CheckoutEnv>({ invalidInputId: "checkout.input.invalid", log: services.logger });
  const marketplaceOf = (host: string | undefined) =>
    selectMarketplace(services.marketplaces, host, services.forcedMarketplace);
  configureRoute(router, services, marketplaceOf);
  finalizeRoute(router, services, marketplaceOf);
  giftOptionsRoute(router, services, marketplaceOf);
  return router.app;
}

type CheckoutRouter = ReturnType<typeof apiRouter<CheckoutEnv>>;
type MarketplaceOf = (host: string | undefined) => Marketplace;

/** POST /v1/checkout/configure: the purchase opened or changed, with the saved addresses and cards when asked. */
function configureRoute(
  router: CheckoutRouter,
  services: CheckoutRouteServices,
  marketplaceOf: MarketplaceOf,
) {
  const { db, now } = services;
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
      const both = body.includePaymentsAndAddresses === true;
      const answer = await configureCheckout(
        db,
        { customerId, marketplace: marketplace.subsiteId },
        configureChangeOf(body),
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
}

/** POST /v1/checkout/finalize: the order placed from the version the shopper reviewed (replays answer it again). */
function finalizeRoute(
  router: CheckoutRouter,
  services: CheckoutRouteServices,
  marketplaceOf: MarketplaceOf,
) {
  const { db, now } = services;
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
}

/** GET /v1/giftOptions: each line's gift message, and whether it may carry one. */
function giftOptionsRoute(
  router: CheckoutRouter,
  services: CheckoutRouteServices,
  marketplaceOf: MarketplaceOf,
) {
  const { db, now } = services;
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
}
