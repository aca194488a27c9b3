import { z } from "@hono/zod-openapi";

/** An OpenAPI response (or body) of JSON described by a zod schema: `200: jsonContent(Schema, "The bag")`. */
export function jsonContent<T>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** Every API error answer: the spec's error id and the words to show (one schema in the document). */
export const ApiErrorSchema = z
  .object({
    id: z.string().openapi({ example: "cart.no.stock" }),
    message: z.string().openapi({ example: "Sorry, this product is out of stock." }),
    extraInfo: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "What the caller needs beyond the words (an address's suggestions)" }),
  })
  .openapi("Error");
