import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import {
  AddressSchema,
  contractIdSchema,
  itemIdSchema,
  labelTypeSchema,
  NOT_SIGNED_IN,
  orderIdSchema,
  reasonSchema,
  rmaNumberSchema,
} from "./api-schemas.server.ts";
import { cancelReturnItems } from "./cancel-return.server.ts";
import { labelPath } from "./return-mails.ts";
import {
  getReturnOfContract,
  getReturnView,
  type ReturnableItemView,
  type ReturnView,
  returnableItems,
} from "./return-views.server.ts";
import { MAX_RETURN_ATTEMPTS, RETURN_REASONS, transportOptionsFor } from "./rules.ts";
import { checkReturnable, readCandidates, submitReturn } from "./submit.server.ts";

type ReturnsEnv = { Variables: SessionVariables & { logger?: Log } };

export interface ReturnRouteServices {
  db: Db;
  paymentGateway: PaymentGateway;
  mailDispatcher?: MailDispatcher;
  marketplaces: readonly Marketplace[];
  now: () => Date;
  logger?: Log;
}

export { CONTRACT_ID_PATTERN, RMA_PATTERN } from "./api-schemas.server.ts";

const notSignedIn = NOT_SIGNED_IN;
const itemId = itemIdSchema;
const rmaNumber = rmaNumberSchema;
const contractId = contractIdSchema;
const orderId = orderIdSchema;
const reason = reasonSchema;
const labelType = labelTypeSchema;

const ItemSchema = z.object({
  itemUniqueId: z.string(),
  orderId: z.string(),
  brandName: z.string(),
  productName: z.string(),
  color: z.string(),
  size: z.string(),
  width: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number().int().describe("integer cents, each"),
  productId: z.string(),
  styleId: z.string(),
  stockId: z.string(),
  imageUrl: z.string(),
});

type ItemLike = Omit<
  ReturnableItemView,
  "placedAt" | "placedAtText" | "returnAttempts" | "eligible" | "ineligibleReason" | "ineligibleWords"
>;

const itemToApi = (item: ItemLike) => ({
  itemUniqueId: item.itemUniqueId,
  orderId: item.orderId,
  brandName: item.brandName,
  productName: item.productName,
  color: item.color,
  size: item.size,
  width: item.width,
  quantity: item.quantity,
  price: item.unitPriceCents,
  productId: String(item.productId),
  styleId: String(item.styleId),
  stockId: String(item.stockId),
  imageUrl: item.imageUrl,
});

/** A return as its calls show it (shared by the exchanges' fetch). */
export const ReturnSchema = z.object({
  rmaNumber: z.string(),
  contractIds: z.array(z.string()),
  labelType: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingStatus: z
    .string()
    .describe("spec 2's return tracking status (DROPOFF_PENDING ... REFUNDED), or CANCELLED"),
  trackingDisplay: z.string(),
  status: z.string().describe("spec 2's return status"),
  statusDisplay: z.string(),
  pickupDate: z.string().nullable(),
  createdAt: z.string(),
  createdAtDisplay: z.string(),
  cancellable: z.boolean(),
  labelUrl: z.string().nullable(),
  exchangeOrderId: z.string().nullable(),
  contracts: z.array(
    z.object({
      contractId: z.string(),
      kind: z.string(),
      reason: z.string(),
      reasonDisplay: z.string(),
      state: z.string(),
      refund: z.object({ card: z.number().int(), giftCard: z.number().int() }),
      refundedAt: z.string().nullable(),
      item: ItemSchema,
    }),
  ),
});

/** A return as its calls show it: money in integer cents, times ISO 8601. */
export function returnToApi(view: ReturnView): z.infer<typeof ReturnSchema> {
  return {
    rmaNumber: view.rmaNumber,
    contractIds: view.contracts.map((c) => c.contractId),
    labelType: view.labelType,
    carrier: view.carrier,
    trackingNumber: view.trackingNumber,
    trackingStatus: view.trackingStatus,
    trackingDisplay: view.trackingWords,
    status: view.status,
    statusDisplay: view.statusWords,
    pickupDate: view.pickupDate,
    createdAt: view.createdAt.toISOString(),
    createdAtDisplay: view.createdAtText,
    cancellable: view.cancellable,
    labelUrl: view.printable ? labelPath(view.rmaNumber) : null,
    exchangeOrderId: view.exchangeOrderId,
    contracts: view.contracts.map((c) => ({
      contractId: c.contractId,
      kind: c.kind,
      reason: c.reason,
      reasonDisplay: c.reasonWords,
      state: c.state,
      refund: { card: c.refundCardCents, giftCard: c.refundGiftCardCents },
      refundedAt: c.refundedAt?.toISOString() ?? null,
      item: itemToApi(c.item),
    })),
  };
}

const OptionSchema = z.object({
  labelType: z.string(),
  carrier: z.string(),
  title: z.string(),
  description: z.string(),
  printable: z.boolean(),
});

const returnErrors = {
  400: "return.input.invalid; prior.contract.id (the item is in a return already: repetitive transportation); ineligible.return.capable.destinations (items of two stores: mixed return destination); ineligible.return.denied (not delivered, a gift card, outside the window, 10 attempts used; extraInfo.reason says which); return.label.unavailable",
  403: notSignedIn,
  404: "return.item.not.found (not an item of the customer's orders)",
};

/** Returns' calls (spec 2 "Returns and exchanges"). Another customer's order, item or return is a 404. */
export function returnRoutes(services: ReturnRouteServices) {
  const { db, now, marketplaces } = services;
  const router = apiRouter<ReturnsEnv>({ invalidInputId: "return.input.invalid", log: services.logger });

  router.json(
    {
      method: "get",
      path: "/v1/return/initiate",
      summary: "The items the customer might return, each with whether it may go back and why not",
      description:
        "With orderId: that order's items (another's order is 404). Without: the delivered items of the customer's recent orders. The flow starts at SELECT_RETURN_ITEMS.",
      query: z.object({ orderId: orderId.optional() }),
      response: z.object({
        step: z.literal("SELECT_RETURN_ITEMS"),
        pageStep: z.literal("default_page"),
        maxReturnAttempts: z.number().int(),
        reasons: z.array(z.object({ code: z.string(), display: z.string() })),
        items: z.array(
          ItemSchema.extend({
            placedAt: z.string(),
            returnAttempts: z.number().int(),
            customerReturnable: z.boolean(),
            exchangeable: z.boolean(),
            ineligibleReason: z.string().nullable(),
            ineligibleDisplay: z.string().nullable(),
          }),
        ),
      }),
      errors: { 400: "return.input.invalid", 403: notSignedIn, 404: "order.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const items = await returnableItems(db, customerId, query.orderId ?? null, now());
      return {
        step: "SELECT_RETURN_ITEMS" as const,
        pageStep: "default_page" as const,
        maxReturnAttempts: MAX_RETURN_ATTEMPTS,
        reasons: Object.entries(RETURN_REASONS).map(([code, display]) => ({ code, display })),
        items: items.map((item) => ({
          ...itemToApi(item),
          placedAt: item.placedAt.toISOString(),
          returnAttempts: item.returnAttempts,
          customerReturnable: item.eligible,
          exchangeable: item.eligible,
          ineligibleReason: item.ineligibleReason,
          ineligibleDisplay: item.ineligibleWords,
        })),
      };
    },
  );

  router.json(
    {
      method: "post",
      path: "/v1/return/transportOptions",
      summary: "How the chosen items may travel back: the label types offered",
      body: z.object({ items: z.array(itemId).min(1).max(50) }).strict(),
      response: z.object({ step: z.literal("SELECT_TRANSPORT"), options: z.array(OptionSchema) }),
      errors: returnErrors,
    },
    async ({ body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const ids = [...new Set(body.items)];
      const candidates = await readCandidates(db, customerId, ids, false);
      checkReturnable(candidates, now());
      return { step: "SELECT_TRANSPORT" as const, options: transportOptionsFor(ids.length) };
    },
  );

  router.json(
    {
      method: "post",
      path: "/v1/return/submit",
      summary: "Return items in one box with one label",
      description:
        "All or nothing, in one transaction: a contract per item, the items RETURN_IN_PROGRESS, the label issued (and emailed). Concurrent submits of an item make one return; the other gets prior.contract.id.",
      body: z
        .object({
          items: z
            .array(z.object({ itemUniqueId: itemId, reason }).strict())
            .min(1)
            .max(50),
          labelType,
        })
        .strict(),
      response: z.object({
        step: z.literal("DONE"),
        message: z.string(),
        rmaNumber: z.string(),
        contractIds: z.array(z.string()),
        labelType: z.string(),
        trackingNumber: z.string(),
        pickupDate: z.string().nullable(),
        labelUrl: z.string().nullable(),
      }),
      errors: returnErrors,
    },
    async ({ body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const created = await submitReturn(services, customerId, body, now());
      const view = await getReturnView(db, marketplaces, customerId, created.rmaNumber);
      return {
        step: "DONE" as const,
        message: RETURN_ANSWERS.confirmed,
        ...created,
        labelUrl: view.printable ? labelPath(created.rmaNumber) : null,
      };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/return/fetch",
      summary: "One of the customer's returns, by its RMA number or one of its contract ids",
      query: z
        .object({ rmaNumber: rmaNumber.optional(), contractId: contractId.optional() })
        .refine(
          (q) => (q.rmaNumber === undefined) !== (q.contractId === undefined),
          "give rmaNumber or contractId",
        ),
      response: z.object({ return: ReturnSchema }),
      errors: { 400: "return.input.invalid", 403: notSignedIn, 404: "return.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const view = query.rmaNumber
        ? await getReturnView(db, marketplaces, customerId, query.rmaNumber)
        : (await getReturnOfContract(db, marketplaces, customerId, query.contractId ?? "")).view;
      return { return: returnToApi(view) };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/return/fetch/label",
      summary: "A return's label: what it prints (addresses, carrier, tracking and RMA numbers) and its page",
      query: z.object({ rmaNumber }),
      response: z.object({
        label: z.object({
          rmaNumber: z.string(),
          labelType: z.string(),
          carrier: z.string(),
          trackingNumber: z.string(),
          from: AddressSchema,
          to: AddressSchema,
          items: z.array(ItemSchema),
          createdAtDisplay: z.string(),
          labelUrl: z.string(),
        }),
      }),
      errors: {
        400: "return.input.invalid",
        403: notSignedIn,
        404: "return.not.found (also a cancelled return's, or one whose label is posted)",
      },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const view = await getReturnView(db, marketplaces, customerId, query.rmaNumber);
      if (!view.printable) throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
      return {
        label: {
          rmaNumber: view.rmaNumber,
          labelType: view.labelType,
          carrier: view.carrier,
          trackingNumber: view.trackingNumber,
          from: view.fromAddress,
          to: view.toAddress,
          items: view.contracts.filter((c) => c.state !== "cancelled").map((c) => itemToApi(c.item)),
          createdAtDisplay: view.createdAtText,
          labelUrl: labelPath(view.rmaNumber),
        },
      };
    },
  );

  router.json(
    {
      method: "post",
      path: "/v1/return/cancelReturnItems",
      summary: "Call off a return, or some of its items, before the carrier has it",
      body: z.object({ rmaNumber, contractIds: z.array(contractId).min(1).max(50).optional() }).strict(),
      response: z.object({
        rmaNumber: z.string(),
        cancelledContractIds: z.array(z.string()),
        returnCancelled: z.boolean(),
        message: z.string(),
      }),
      errors: {
        400: "return.input.invalid",
        403: notSignedIn,
        404: "return.not.found; return.contract.not.found",
        409: "return.not.cancellable (on its way back already, or an exchange); return.contract.cancelled",
      },
    },
    async ({ body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const answer = await cancelReturnItems(services, customerId, body, now());
      return { ...answer, message: RETURN_ANSWERS.cancelled };
    },
  );

  return router.app;
}
