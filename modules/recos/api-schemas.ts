import { z } from "@hono/zod-openapi";
import { MAX_CATALOG_ID, PRODUCT_ID_PATTERN } from "../catalog/index.ts";
import { ErrorSchema, ProductCardSchema } from "../search/index.server.ts";
import { MAX_LIMIT, MAX_WIDGETS, parseWidgets, WIDGET_NAMES, WIDGETS, type WidgetName } from "./widgets.ts";

/** The query and answer of GET /recos/get as zod schemas: the parsing and its OpenAPI description. */

export { ErrorSchema };

const widgetList = WIDGET_NAMES.map(
  (name) => `\`${name}\` ('${WIDGETS[name].title}', ${WIDGETS[name].defaultLimit} cards by default)`,
).join(", ");

const widgets = z
  .string()
  .optional()
  .transform((text, ctx): WidgetName[] => {
    const parsed = parseWidgets(text ?? "");
    if ("unknown" in parsed) {
      ctx.addIssue({
        code: "custom",
        message: `Unknown widget '${parsed.unknown.slice(0, 50)}'. Widgets: ${WIDGET_NAMES.join(", ")}`,
      });
      return z.NEVER;
    }
    if (parsed.widgets.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: `widgets is required: one or more of ${WIDGET_NAMES.join(", ")}`,
      });
      return z.NEVER;
    }
    if (parsed.widgets.length > MAX_WIDGETS) {
      ctx.addIssue({ code: "custom", message: `widgets takes at most ${MAX_WIDGETS} names` });
      return z.NEVER;
    }
    return parsed.widgets;
  });

const limit = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === "") return undefined;
    const value = Number(text);
    if (!/^\d{1,3}$/.test(text.trim()) || value < 1 || value > MAX_LIMIT) {
      ctx.addIssue({ code: "custom", message: `limit must be a whole number from 1 to ${MAX_LIMIT}` });
      return z.NEVER;
    }
    return value;
  });

/**
 * Ids with at most the digits of the largest catalogue id: a larger one within them names no
 * product (empty widgets, as any unknown product); a longer one is malformed (400).
 */
const MAX_ID = 10 ** String(MAX_CATALOG_ID).length - 1;

/** An id given as a number or a string of digits, 1 to MAX_ID. */
const id = z.union([
  z.number().int().min(1).max(MAX_ID),
  z.string().regex(PRODUCT_ID_PATTERN).transform(Number).pipe(z.number().max(MAX_ID)),
]);
const ParamsObject = z.object({ productId: id.optional(), styleId: id.optional() });
const PARAMS_MESSAGE =
  'params must be a JSON object of ids, e.g. params={"productId":1000022,"styleId":3000042}';

const params = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === "") return {};
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = ParamsObject.safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: PARAMS_MESSAGE });
      return z.NEVER;
    }
    return parsed.data;
  });

export const RecoParams = z.object({
  widgets: widgets.openapi({
    description: `Comma-separated widget names, answered in that order: ${widgetList}.`,
    example: "similar-styles,recommended-for-you",
  }),
  limit: limit.openapi({
    description: `Cards per widget, 1 to ${MAX_LIMIT} (similar-styles at most 10); each widget's default when absent.`,
    example: "5",
  }),
  params: params.openapi({
    description:
      "JSON object: `productId` (and optionally `styleId`, a colour of it) the recommendations are for. " +
      "Without a product, similar-styles is empty and recommended-for-you lists the store's best sellers; " +
      "an unknown product answers empty widgets.",
    example: '{"productId":1000022}',
  }),
});

const SimSchema = z
  .object({
    item_id: z.string().openapi({ description: "The style id", example: "3000042" }),
    logical_id: z.string().openapi({ description: "The product id", example: "1000022" }),
  })
  .openapi("Sim");

export const RecoWidgetSchema = z
  .object({
    recoName: z.enum(WIDGET_NAMES).openapi({ description: "The widget; product links carry it as ?ref=" }),
    title: z.string().openapi({ example: "Recommendations For You" }),
    sims: z.array(SimSchema),
    recos: z.array(ProductCardSchema),
  })
  .openapi("RecoWidget");

export const RecoResultSchema = z.object({ widgets: z.array(RecoWidgetSchema) }).openapi("Recommendations");
