import { z } from "@hono/zod-openapi";
import { apiRouter, type OperatorAccess, operatorAskerOf, operatorRefusal } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { type HistoryRow, readOrderHistory } from "./history.server.ts";
import { normaliseOrderId, ORDER_ID_PATTERN } from "./order-id.ts";

/** The operators' calls on orders (issue 29): an order's whole history. */

type OperatorEnv = { Variables: { logger?: Log; clientIp?: string } };

/** The words of a refused operator call (ours). */
export const OPERATOR_REFUSALS = {
  token: "Order history is for operators: send Authorization: Bearer <OPERATOR_TOKEN>.",
  host: "Order history is for operators: ask from the store's own host, or set OPERATOR_TOKEN.",
  notFound: "We could not find that order.",
} as const;

const HistoryEntrySchema = z.object({
  at: z.string(),
  subject: z.enum(["order", "line", "shipment", "return", "payment"]),
  subjectId: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.object({ kind: z.string(), id: z.string().nullable() }),
  reason: z.string().nullable(),
});

const entryOf = (row: HistoryRow) => ({
  at: row.at.toISOString(),
  subject: row.subject as z.infer<typeof HistoryEntrySchema>["subject"],
  subjectId: row.subjectId,
  from: row.fromStatus,
  to: row.toStatus,
  actor: { kind: row.actorKind, id: row.actorId },
  reason: row.reason,
});

/** GET /v1/operator/orders/history: every move of an order, for OPERATOR_TOKEN holders (or the store's own host). */
export function orderOperatorRoutes(services: { db: Db; logger?: Log }, access: OperatorAccess) {
  const router = apiRouter<OperatorEnv>({ invalidInputId: "orders.input.invalid", log: services.logger });
  router.json(
    {
      method: "get",
      path: "/v1/operator/orders/history",
      summary: "An order's whole history, for operators",
      description:
        "Every move of the order, its lines, shipments, returns and payments, oldest first: from, to, who (customer, guest link, operator, the warehouse's clocks, the system), why and when. Needs `Authorization: Bearer <OPERATOR_TOKEN>`, or, without OPERATOR_TOKEN, a client on the store's own host.",
      query: z.object({
        orderId: z
          .string()
          .max(30)
          .regex(ORDER_ID_PATTERN, "orderId: an order number is ddd-ddddddd-ddddddd"),
      }),
      response: z.object({ orderId: z.string(), history: z.array(HistoryEntrySchema) }),
      errors: {
        400: "orders.input.invalid",
        401: "operator.refused (token)",
        403: "operator.refused (host)",
        404: "order.not.found",
      },
    },
    async ({ query }, c) => {
      c.header("Cache-Control", "no-store");
      const refusal = operatorRefusal(access, operatorAskerOf(c), OPERATOR_REFUSALS);
      if (refusal?.status === 401) {
        c.header("WWW-Authenticate", 'Bearer realm="operator"');
        throw new AppError("not_verified", "operator.refused", refusal.message);
      }
      if (refusal) throw new AppError("not_allowed", "operator.refused", refusal.message);
      const orderId = normaliseOrderId(query.orderId);
      const rows = await readOrderHistory(services.db, orderId);
      if (rows.length === 0) throw new AppError("not_found", "order.not.found", OPERATOR_REFUSALS.notFound);
      return { orderId, history: rows.map(entryOf) };
    },
  );
  return router.app;
}
