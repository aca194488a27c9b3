import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import { type Db, isAppError, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { claimSession, findSessionOwner, type SessionVariables } from "../identity/index.server.ts";
import { cartAnswer } from "./api-cart.server.ts";
import { CartRequestSchema, CartSchema } from "./api-schemas.ts";
import { changeCartItems, countCartItems } from "./cart.server.ts";
import { AddToBagForm } from "./forms.ts";
import { CART_ERRORS, MAX_ITEM_QUANTITY } from "./rules.ts";
import type { CartChange } from "./types.ts";

type CartEnv = { Variables: SessionVariables & { logger?: Log } };

/** Spec 1 error catalogue, "cart update": the words of a bag change that failed unexpectedly. */
const CART_UPDATE_FAILED = { id: "cart.update.failed", message: CART_ERRORS["cart.update.failed"] };

/** The bag API (spec 1 section 7): GET and POST /v1/cart, GET /v1/getCartItemsCount, and the form endpoint /cartAddItem.do. */
export function cartRoutes(services: { db: Db; logger?: Log }) {
  const { db } = services;
  const router = apiRouter<CartEnv>({ invalidInputId: "cart.invalid.input", log: services.logger });

  router.json(
    {
      method: "get",
      path: "/v1/cart",
      summary: "The visitor's bag",
      description:
        "Priced from the catalogue now. Items that sold out since they were added are removed (then `notices` holds " +
        "asin.not.available); quantities above what is left are lowered. Hands out session cookies when there are none.",
      query: z.object({ displayRewards: z.enum(["true", "false"]).optional() }),
      response: CartSchema,
      responseDescription: "The bag",
    },
    async ({ query }, c) =>
      cartAnswer(db, await findSessionOwner(db, c.get("issueSession")()), {
        displayRewards: query.displayRewards === "true",
      }),
  );

  router.json(
    {
      method: "get",
      path: "/v1/getCartItemsCount",
      summary: "Units in the visitor's bag",
      response: z.object({ totalCartItems: z.number().int() }),
      responseDescription: "The count",
    },
    async (_, c) => ({
      totalCartItems: await countCartItems(db, await findSessionOwner(db, c.get("issueSession")())),
    }),
  );

  router.json(
    {
      method: "post",
      path: "/v1/cart",
      summary: "Change the bag: add items, set quantities, remove (quantity 0)",
      description:
        "All of it or nothing. Hands out session cookies when there are none. The answer is the whole " +
        "bag. Errors carry the spec's ids: cart.no.stock, cart.no.style, asin.not.available (a sold-out item was " +
        "removed; read the bag again), cannotAddMixedRetailAndEgc, max.cart.size.exceeded, cart.validation.exception " +
        `(more than is in stock, or more than ${MAX_ITEM_QUANTITY} of one item), cart.invalid.input, session.required.`,
      body: CartRequestSchema,
      response: CartSchema,
      responseDescription: "The bag after the change",
      errors: {
        409: "A rule of the bag refused the change; nothing changed",
        500: "cart.update.failed ('Oops, something went wrong while updating your cart.')",
      },
      failure: CART_UPDATE_FAILED,
    },
    // A visitor on a cached page may have no session yet: the first change makes one.
    async ({ body }, c) => changeCartItems(db, await claimSession(db, c.get("issueSession")()), body.items),
  );

  router.raw(
    {
      method: "post",
      path: "/cartAddItem.do",
      summary: "Add to bag from a plain form (no JavaScript)",
      description:
        "Form fields stockId (all digits, 1 to the largest catalogue id) or asin, and quantity (a whole number from " +
        "1; default 1), read by the bag's form schema. Redirects (303) to /cart, with ?error={id} when the item " +
        "could not be added (cart.invalid.input for a form that does not read).",
      request: {
        body: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: z.object({
                stockId: z.string().optional(),
                asin: z.string().optional(),
                quantity: z.string().optional(),
              }),
            },
          },
        },
      },
      responses: { 303: { description: "To the bag" } },
    },
    async (c) => {
      const back = (error?: string) =>
        c.redirect(error ? `/cart?error=${encodeURIComponent(error)}` : "/cart", 303);
      // The same schema (and blank-field reading) as the bag's other forms; the input guard already
      // refused bodies that are not a readable form.
      const submission = parseWithZod(await c.req.formData(), { schema: AddToBagForm });
      if (submission.status !== "success") return back("cart.invalid.input");
      const { stockId, asin, quantity } = submission.value;
      const change: CartChange = { quantity, quantityAddition: true };
      if (stockId !== undefined) change.stockId = stockId;
      else change.asin = asin;
      try {
        // A visitor on a cached page (without JavaScript) may have no session yet: the add makes one.
        await changeCartItems(db, await claimSession(db, c.get("issueSession")()), [change]);
        return back();
      } catch (error) {
        // A database that cannot be reached answers 503 (the page or API error answer), not a failed change.
        if (isDatabaseUnavailable(error)) throw error;
        if (isAppError(error)) return back(error.code);
        (c.var.logger ?? services.logger)?.error({ err: error }, "cart update failed");
        return back(CART_UPDATE_FAILED.id);
      }
    },
  );

  return router.app;
}
