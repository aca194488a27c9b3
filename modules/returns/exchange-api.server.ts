import { z } from "@hono/zod-openapi";
import { getAddress } from "../addresses/index.server.ts";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import { AppError } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { AddressSnapshot } from "../orders/index.server.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import { type ReturnRouteServices, ReturnSchema, RMA_PATTERN, returnToApi } from "./api.server.ts";
import {
  AddressSchema,
  itemIdSchema,
  labelTypeSchema,
  NOT_SIGNED_IN,
  orderIdSchema,
  reasonSchema,
  shownAddress,
} from "./api-schemas.server.ts";
import { EXCHANGE_ANSWERS, findExchange, submitExchange } from "./exchange.server.ts";
import { previewExchange } from "./exchange-views.server.ts";
import { labelPath } from "./return-mails.ts";
import { getReturnView } from "./return-views.server.ts";
import { TRANSPORT_OPTIONS, transportOptionsFor } from "./rules.ts";

const notSignedIn = NOT_SIGNED_IN;
const itemId = itemIdSchema;
const orderId = orderIdSchema;

const EligibilitySchema = z.object({
  itemUniqueId: z.string(),
  eligible: z.boolean(),
  reason: z
    .string()
    .nullable()
    .describe("not-delivered, gift-card, outside-window, attempts-used, return-open, already-returned"),
  display: z.string().nullable(),
});

const ChoiceSchema = z.object({
  stockId: z.string(),
  styleId: z.string(),
  color: z.string(),
  size: z.string(),
  width: z.string().nullable(),
  onHand: z.number().int(),
  available: z.boolean(),
});

/** Exchanges' calls (spec 2 "Returns and exchanges"). Another customer's item or exchange is a 404. */
export function exchangeRoutes(services: ReturnRouteServices) {
  const { db, now, marketplaces } = services;
  const router = apiRouter<{ Variables: SessionVariables }>({
    invalidInputId: "exchange.input.invalid",
    log: services.logger,
  });
  const eligibility = async (customerId: number, itemUniqueId: string) => {
    const preview = await previewExchange(db, customerId, itemUniqueId, now());
    return {
      preview,
      answer: {
        itemUniqueId,
        eligible: preview.eligible,
        reason: preview.ineligibleReason,
        display: preview.ineligibleWords,
      },
    };
  };

  router.json(
    {
      method: "get",
      path: "/v1/exchange/initiate",
      summary:
        "An item's exchange: whether it may be swapped, for which sizes, widths and colours, and how it goes back",
      query: z.object({ itemUniqueId: itemId }),
      response: z.object({
        pageStep: z.literal("exchange_selection_step"),
        eligibility: EligibilitySchema,
        item: z.object({
          itemUniqueId: z.string(),
          orderId: z.string(),
          productId: z.string(),
          styleId: z.string(),
          stockId: z.string(),
          brandName: z.string(),
          productName: z.string(),
          color: z.string(),
          size: z.string(),
          width: z.string().nullable(),
        }),
        choices: z.array(ChoiceSchema),
        transportOptions: z.array(
          z.object({ labelType: z.string(), title: z.string(), description: z.string() }),
        ),
        shipTo: AddressSchema.nullable(),
      }),
      errors: { 400: "exchange.input.invalid", 403: notSignedIn, 404: "return.item.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const { preview, answer } = await eligibility(customerId, query.itemUniqueId);
      const { line } = preview.candidate;
      return {
        pageStep: "exchange_selection_step" as const,
        eligibility: answer,
        item: {
          itemUniqueId: line.itemUniqueId,
          orderId: line.orderId,
          productId: String(line.productId),
          styleId: String(line.styleId),
          stockId: String(line.stockId),
          brandName: line.brandName,
          productName: line.productName,
          color: line.color,
          size: line.size,
          width: line.width,
        },
        choices: preview.choices.map((choice) => ({
          ...choice,
          stockId: String(choice.stockId),
          styleId: String(choice.styleId),
        })),
        transportOptions: transportOptionsFor(1).map(({ labelType, title, description }) => ({
          labelType,
          title,
          description,
        })),
        shipTo: preview.shipTo ? shownAddress(preview.shipTo) : null,
      };
    },
  );

  for (const [path, summary] of [
    ["/v1/exchange/previewEligibility", "Whether one of the customer's items may be exchanged, and why not"],
    [
      "/v1/exchange/checkEligibility",
      "Whether an exchange can be offered now (reissue promotions): the item exchangeable and some size, width or colour in stock for it",
    ],
  ] as const) {
    router.json(
      {
        method: "get",
        path,
        summary,
        query: z.object({ itemUniqueId: itemId }),
        response: EligibilitySchema,
        errors: { 400: "exchange.input.invalid", 403: notSignedIn, 404: "return.item.not.found" },
      },
      async ({ query }, c) => {
        const customerId = await requireCustomerId(db, c.get("session"));
        const { preview, answer } = await eligibility(customerId, query.itemUniqueId);
        if (path === "/v1/exchange/previewEligibility" || !answer.eligible) return answer;
        return preview.choices.some((choice) => choice.available)
          ? answer
          : { ...answer, eligible: false, reason: "out-of-stock", display: EXCHANGE_ANSWERS.outOfStock };
      },
    );
  }

  router.json(
    {
      method: "post",
      path: "/v1/exchange/submit",
      summary: "Swap a delivered item for another size, width or colour of the same product, in one step",
      description:
        "One transaction: the replacement's unit is reserved (none left: 409 exchange.out.of.stock), the exchange order (no charge) is created and goes to shipping, and the item's return label is issued in this answer. A replacement of the item's own colour may cost anything now; another colour must not cost more than was paid.",
      body: z
        .object({
          itemUniqueId: itemId,
          stockId: positiveIdSchema("stockId must be a whole number above 0"),
          reason: reasonSchema,
          labelType: labelTypeSchema.default("PRINT"),
          addressId: positiveIdSchema("addressId must be a whole number above 0").optional(),
        })
        .strict(),
      response: z.object({
        message: z.string(),
        exchangeOrderId: z.string(),
        rmaNumber: z.string(),
        contractIds: z.array(z.string()),
        trackingNumber: z.string(),
        labelType: z.string(),
        pickupDate: z.string().nullable(),
        labelUrl: z.string().nullable(),
      }),
      errors: {
        400: "exchange.input.invalid; prior.contract.id; ineligible.return.denied; exchange.not.same.product; exchange.same.item; exchange.price.higher; address.inactive.exception",
        403: notSignedIn,
        404: "return.item.not.found; address.not.found",
        409: "exchange.out.of.stock ('Sorry, that size is no longer available.')",
      },
    },
    async ({ body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const shipTo: AddressSnapshot | null = body.addressId
        ? await getAddress(db, customerId, body.addressId).then(
            ({ isPrimary: _primary, ...address }) => address,
          )
        : null;
      const created = await submitExchange(services, customerId, { ...body, shipTo }, now());
      return {
        message: EXCHANGE_ANSWERS.confirmed,
        ...created,
        labelUrl: TRANSPORT_OPTIONS[created.labelType].printable ? labelPath(created.rmaNumber) : null,
      };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/exchange/fetch",
      summary: "One of the customer's exchanges, by its exchange order's id",
      query: z.object({ exchangeOrderId: orderId }),
      response: z.object({
        exchange: z.object({
          exchangeOrderId: z.string(),
          originalOrderId: z.string(),
          return: ReturnSchema.describe("the return of the item sent back, as /v1/return/fetch answers it"),
        }),
      }),
      errors: { 400: "exchange.input.invalid", 403: notSignedIn, 404: "exchange.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const found = await findExchange(db, customerId, query.exchangeOrderId);
      if (!found || !RMA_PATTERN.test(found.rmaNumber)) {
        throw new AppError("not_found", "exchange.not.found", RETURN_ANSWERS.exchangeNotFound);
      }
      const view = await getReturnView(db, marketplaces, customerId, found.rmaNumber);
      return {
        exchange: {
          exchangeOrderId: found.exchangeOrderId,
          originalOrderId: found.originalOrderId,
          return: returnToApi(view),
        },
      };
    },
  );

  return router.app;
}
