import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ASIN_PATTERN } from "../catalog/index.ts";
import { ApiErrorSchema, jsonContent } from "../core/index.server.ts";
import { type Db, isAppError, type Log } from "../core/index.ts";
import { claimSession, findSessionOwner, type SessionVariables } from "../identity/index.server.ts";
import { changeCartItems, countCartItems, readCart } from "./cart.server.ts";
import { CART_ERRORS, MAX_ITEM_QUANTITY, MAX_ITEMS_PER_REQUEST } from "./rules.ts";
import type { Cart, CartChange } from "./types.ts";

type CartEnv = { Variables: SessionVariables & { logger?: Log } };

const MAX_QUANTITY_FIELD = 1000;

const ErrorSchema = ApiErrorSchema;

const MoneySchema = z
  .object({ amount: z.number().openapi({ example: 89.99 }), currencyCode: z.literal("USD") })
  .openapi("CartMoney");

const CartItemSchema = z
  .object({
    asin: z.string(),
    parentAsin: z.string().openapi({ description: "The product's id (products have no ASIN of their own)" }),
    productId: z.number().int(),
    stockId: z.number().int(),
    styleId: z.number().int(),
    colorId: z.number().int(),
    productName: z.string(),
    brandName: z.string(),
    color: z.string(),
    size: z.string(),
    width: z.string().nullable(),
    shoeType: z.string().nullable(),
    quantity: z.number().int(),
    price: z.number().openapi({ description: "One unit, in dollars, read from the catalogue now" }),
    msrp: z.number(),
    glProductGroupType: z.string(),
    onHand: z.number().int(),
    egc: z.boolean(),
    giftCard: z.boolean(),
    productUrl: z.string(),
    imageUrl: z.string(),
  })
  .openapi("CartItem");

const CartSchema = z
  .object({
    activeItems: z.array(CartItemSchema),
    savedItems: z.array(CartItemSchema),
    activeItemTotalQuantity: z.number().int(),
    cartCount: z.number().int(),
    subtotal: MoneySchema,
    subtotalWithTax: MoneySchema,
    subtotalWithTaxAndDiscounts: MoneySchema,
    cartType: z.string().openapi({ example: "RETAIL_ONLY_CART" }),
    cartRewards: z.object({ totalPoints: z.object({ points: z.number().int() }) }).optional(),
    notices: z
      .array(ErrorSchema)
      .optional()
      .openapi({ description: "asin.not.available when sold-out items were just removed" }),
  })
  .openapi("Cart");

const ChangeSchema = z
  .object({
    asin: z
      .string()
      .regex(ASIN_PATTERN, "asin must be B0 followed by 8 upper-case letters or digits")
      .optional(),
    stockId: z.number().int("stockId must be a whole number").positive("stockId must be positive").optional(),
    quantity: z
      .number({ error: "quantity must be a number" })
      .int("quantity must be a whole number")
      .min(0, "quantity must not be negative")
      .max(MAX_QUANTITY_FIELD, `quantity must be at most ${MAX_QUANTITY_FIELD}`),
    quantityAddition: z.boolean().optional().openapi({
      description: "true adds quantity to what the bag holds; otherwise quantity is what it holds",
    }),
  })
  .refine(
    (item) => item.asin !== undefined || item.stockId !== undefined,
    "each item needs an asin or a stockId",
  );

const CartRequestSchema = z
  .object({
    items: z
      .array(ChangeSchema)
      .min(1, "items must not be empty")
      .max(MAX_ITEMS_PER_REQUEST, `at most ${MAX_ITEMS_PER_REQUEST} items per request`),
  })
  .openapi("CartRequest");

const getCartRoute = createRoute({
  method: "get",
  path: "/v1/cart",
  summary: "The visitor's bag",
  description:
    "Priced from the catalogue now. Items that sold out since they were added are removed (then `notices` holds " +
    "asin.not.available); quantities above what is left are lowered. Hands out session cookies when there are none.",
  request: {
    query: z.object({ displayRewards: z.enum(["true", "false"]).optional() }),
  },
  responses: { 200: jsonContent(CartSchema, "The bag") },
});

const countRoute = createRoute({
  method: "get",
  path: "/v1/getCartItemsCount",
  summary: "Units in the visitor's bag",
  responses: { 200: jsonContent(z.object({ totalCartItems: z.number().int() }), "The count") },
});

function readIssue(issues: readonly { message: string; path: readonly PropertyKey[] }[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

function failure(c: Context<CartEnv>, error: unknown) {
  if (isAppError(error)) {
    return c.json({ id: error.code, message: error.message }, error.status as 400 | 403 | 404 | 409);
  }
  c.get("logger")?.error({ err: error }, "cart update failed");
  return c.json({ id: "cart.update.failed", message: CART_ERRORS["cart.update.failed"] }, 500);
}

function withRewards(cart: Cart, displayRewards: boolean) {
  const { cartRewards, ...rest } = cart;
  return displayRewards ? cart : rest;
}

/** Reads a form or query field as a whole number, or null. */
function wholeNumber(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : null;
}

/** The bag API (spec 1 section 7): GET and POST /v1/cart, GET /v1/getCartItemsCount, and the form endpoint /cartAddItem.do. */
export function cartRoutes(db: Db): OpenAPIHono<CartEnv> {
  const api = new OpenAPIHono<CartEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return c.json({ id: "cart.invalid.input", message: readIssue(result.error.issues) }, 400);
    },
  });

  api.openapi(getCartRoute, async (c) => {
    const owner = await findSessionOwner(db, c.get("issueSession")());
    const { cart, removed } = await readCart(db, owner);
    const notices =
      removed > 0 ? [{ id: "asin.not.available", message: CART_ERRORS["asin.not.available"] }] : [];
    return c.json({ ...withRewards(cart, c.req.valid("query").displayRewards === "true"), notices }, 200);
  });

  api.openapi(countRoute, async (c) => {
    const owner = await findSessionOwner(db, c.get("issueSession")());
    return c.json({ totalCartItems: await countCartItems(db, owner) }, 200);
  });

  api.openAPIRegistry.registerPath({
    method: "post",
    path: "/v1/cart",
    summary: "Change the bag: add items, set quantities, remove (quantity 0)",
    description:
      "All of it or nothing. Needs the session cookies a page or GET /v1/cart hands out. The answer is the whole " +
      "bag. Errors carry the spec's ids: cart.no.stock, cart.no.style, asin.not.available (a sold-out item was " +
      "removed; read the bag again), cannotAddMixedRetailAndEgc, max.cart.size.exceeded, cart.validation.exception " +
      `(more than is in stock, or more than ${MAX_ITEM_QUANTITY} of one item), cart.invalid.input, session.required.`,
    request: { body: { content: { "application/json": { schema: CartRequestSchema } } } },
    responses: {
      200: jsonContent(CartSchema, "The bag after the change"),
      400: jsonContent(ErrorSchema, "Bad input, or no session"),
      409: jsonContent(ErrorSchema, "A rule of the bag refused the change; nothing changed"),
      500: jsonContent(ErrorSchema, "cart.update.failed"),
    },
  });
  api.post("/v1/cart", async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json(
        {
          id: "cart.invalid.input",
          message: 'The body must be JSON: {"items":[{"asin":"B0…","quantity":1}]}',
        },
        400,
      );
    }
    const parsed = CartRequestSchema.safeParse(body);
    if (!parsed.success)
      return c.json({ id: "cart.invalid.input", message: readIssue(parsed.error.issues) }, 400);
    try {
      const owner = await claimSession(db, c.get("session"));
      const cart = await changeCartItems(db, owner, parsed.data.items);
      return c.json(cart, 200);
    } catch (error) {
      return failure(c, error);
    }
  });

  api.openAPIRegistry.registerPath({
    method: "post",
    path: "/cartAddItem.do",
    summary: "Add to bag from a plain form (no JavaScript)",
    description:
      "Form fields stockId or asin, and quantity (default 1). Redirects (303) to /cart, with ?error={id} when the " +
      "item could not be added.",
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
  });
  api.post("/cartAddItem.do", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const stockId = wholeNumber(form.stockId);
    const asin = typeof form.asin === "string" && ASIN_PATTERN.test(form.asin) ? form.asin : undefined;
    const quantity = form.quantity === undefined || form.quantity === "" ? 1 : wholeNumber(form.quantity);
    const back = (error?: string) =>
      c.redirect(error ? `/cart?error=${encodeURIComponent(error)}` : "/cart", 303);
    if ((stockId === null && asin === undefined) || quantity === null || quantity < 1)
      return back("cart.invalid.input");
    const change: CartChange = { quantity, quantityAddition: true };
    if (stockId !== null) change.stockId = stockId;
    else change.asin = asin;
    try {
      await changeCartItems(db, await claimSession(db, c.get("session")), [change]);
      return back();
    } catch (error) {
      if (isAppError(error)) return back(error.code);
      c.get("logger")?.error({ err: error }, "cart update failed");
      return back("cart.update.failed");
    }
  });

  return api;
}
