import { z } from "@hono/zod-openapi";
import { MAX_CATALOG_ID, parseCatalogId } from "../catalog/index.ts";
import { ApiErrorSchema } from "../core/index.server.ts";
import {
  DEFAULT_LIST_ID,
  FAVORITES_LIST,
  isListId,
  listNameProblem,
  MAX_PAGE_SIZE,
  MAX_SUBSET_ITEMS,
} from "./rules.ts";

const MAX_ID = MAX_CATALOG_ID;

/** A style or stock id: a whole number or a string of digits, as the cloudlist API takes both. */
const wholeId = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} must be a number or a string of digits` })
    .transform((value, ctx) => {
      const id = typeof value === "number" ? value : parseCatalogId(value.trim());
      if (id === null || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
        ctx.addIssue({ code: "custom", message: `${field} must be a positive whole number` });
        return z.NEVER;
      }
      return id;
    });

const listIdField = z
  .string({ error: "listId must be a string" })
  .refine(isListId, `listId must be '${DEFAULT_LIST_ID}' or a list id of 12 lower-case letters and digits`);

export const ItemChangeSchema = z
  .object({
    itemId: wholeId("itemId").openapi({ type: "string", example: "123456", description: "The style id" }),
    subItemId: wholeId("subItemId")
      .nullable()
      .optional()
      .openapi({ type: "string", example: "7654321", description: "The stock id (a size), or null" }),
    listId: listIdField.optional().openapi({ example: DEFAULT_LIST_ID, description: "Default 'h.'" }),
    merchantId: z
      .string()
      .optional()
      .openapi({ description: "The marketplace's merchant id; default: the host's marketplace" }),
  })
  .strict()
  .openapi("ListItemChange");

export const CreateListSchema = z
  .object({
    type: z.literal(FAVORITES_LIST, { error: `type must be ${FAVORITES_LIST}` }),
    name: z.string({ error: "name must be a string" }).superRefine((name, ctx) => {
      const problem = listNameProblem(name);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  })
  .strict()
  .openapi("CreateList");

export const ListIdBodySchema = z.object({ listId: listIdField }).strict().openapi("ListIdBody");

export const ListIdQuery = z.object({ listId: listIdField.default(DEFAULT_LIST_ID) });

export const ListItemsQuery = ListIdQuery.extend({
  pageToken: z
    .string()
    .regex(/^\d{1,18}$/, "pageToken must be a nextPageToken this API answered")
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
});

export const SubsetQuery = z.object({
  itemIds: z
    .string({ error: "itemIds is required: style ids separated by commas" })
    .transform((text, ctx) => {
      const parts = text.split(",").map((part) => part.trim());
      const ids = parts.map(parseCatalogId).filter((id) => id !== null);
      if (ids.length < parts.length) {
        ctx.addIssue({ code: "custom", message: "itemIds must be style ids separated by commas" });
        return z.NEVER;
      }
      if (ids.length > MAX_SUBSET_ITEMS) {
        ctx.addIssue({ code: "custom", message: `itemIds may name at most ${MAX_SUBSET_ITEMS} items` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
  listId: listIdField.optional(),
});

/* ---------- answers, for the OpenAPI document ---------- */

export const ErrorSchema = ApiErrorSchema;

export const ListSchema = z
  .object({
    listId: z.string().openapi({ example: DEFAULT_LIST_ID }),
    type: z.literal(FAVORITES_LIST),
    name: z.string(),
    shareToken: z.string().nullable(),
    itemCount: z.number().int(),
    createdAt: z.string().nullable(),
  })
  .openapi("List");

const ProductSchema = z
  .object({
    styleId: z.number().int(),
    productId: z.number().int(),
    colorId: z.number().int(),
    productName: z.string(),
    brandName: z.string(),
    color: z.string(),
    price: z.string().openapi({ example: "$89.99" }),
    onHand: z.number().int(),
    productUrl: z.string(),
    imageUrl: z.string(),
  })
  .openapi("ListProduct");

export const ListItemsSchema = z
  .object({
    listId: z.string(),
    items: z.array(
      z.object({
        itemId: z.string(),
        subItemId: z.string().nullable(),
        merchantId: z.string(),
        addedAt: z.string(),
        product: ProductSchema.nullable(),
      }),
    ),
    nextPageToken: z.string().nullable(),
  })
  .openapi("ListItems");

export const ListChangeSchema = z
  .object({
    listId: z.string(),
    itemId: z.string(),
    subItemId: z.string().nullable(),
    itemCount: z.number().int().openapi({ description: "Items on the list after the change" }),
  })
  .openapi("ListChange");
