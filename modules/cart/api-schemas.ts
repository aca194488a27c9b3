import { z } from "@hono/zod-openapi";
import { ASIN_PATTERN } from "../catalog/index.ts";
import { ApiErrorSchema } from "../core/index.server.ts";
import { MAX_ITEMS_PER_REQUEST } from "./rules.ts";

/** The bag API's requests and answers as zod schemas: the parsing and its OpenAPI description. */

const MAX_QUANTITY_FIELD = 1000;
const ErrorSchema = ApiErrorSchema;

const MoneySchema = z
  .object({ amount: z.number().openapi({ example: 89.99 }), currencyCode: z.literal("USD") })
  .openapi("CartMoney");

/** An e-Gift Card's recipient, sender, message and design, as the bag and the purchase answer them. */
export const GiftCardDetailsSchema = z.object({
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  design: z.string(),
});

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
    gcCustomization: GiftCardDetailsSchema.nullable().openapi({
      description: "An e-Gift Card's recipient, sender, message and design; null for other items",
    }),
    productUrl: z.string(),
    imageUrl: z.string(),
  })
  .openapi("CartItem");

export const CartSchema = z
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
  .strict()
  .refine(
    (item) => item.asin !== undefined || item.stockId !== undefined,
    "each item needs an asin or a stockId",
  );

export const CartRequestSchema = z
  .object({
    items: z
      .array(ChangeSchema)
      .min(1, "items must not be empty")
      .max(MAX_ITEMS_PER_REQUEST, `at most ${MAX_ITEMS_PER_REQUEST} items per request`),
  })
  .strict()
  .openapi("CartRequest");
