import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { apiRouter, type JsonRouteSpec } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";
import {
  CreateListSchema,
  ItemChangeSchema,
  ListChangeSchema,
  ListIdBodySchema,
  ListIdQuery,
  ListItemsQuery,
  ListItemsSchema,
  ListSchema,
  SubsetQuery,
} from "./api-schemas.ts";
import { DEFAULT_LIST_ID, LIST_ERRORS, MAX_ITEMS_PER_LIST, MAX_LISTS_PER_CUSTOMER } from "./rules.ts";
import {
  addToList,
  createList,
  deleteList,
  findList,
  itemIdsOnList,
  itemSubsetOnLists,
  listLists,
  readListItems,
  removeFromList,
  shareList,
} from "./service.server.ts";

type ListsEnv = { Variables: SessionVariables & { logger?: Log } };

/** The services the favorites API uses (see modules/services). */
export interface ListsApiServices {
  db: Db;
  marketplaces: readonly Marketplace[];
  forcedMarketplace?: string;
  logger?: Log;
}

export const CLOUDLIST_BASE = "/accountapi/cloudlist/v1";

/** Every request body of this API is a few fields: anything larger is refused unread. */
const MAX_BODY_BYTES = 4096;

const errors = {
  403: "customer.auth.required ('Customer not recognized'): not signed in",
  404: "list.not.found (also another customer's list id), item.not.found",
};
const writeErrors = { ...errors, 409: "list.full, list.limit.reached, list.default.undeletable" };
/** Spec 1 error catalogue, "list add"; other changes that fail unexpectedly say 'Sorry, something went wrong!'. */
const ADD_FAILED = { id: "list.add.failed", message: LIST_ERRORS["list.add.failed"] };
const UPDATE_FAILED = { id: "list.update.failed", message: LIST_ERRORS["list.update.failed"] };
/** A removal that fails says so: never the adding words (a shopper would think the item was added). */
const REMOVE_FAILED = { id: "list.remove.failed", message: LIST_ERRORS["list.remove.failed"] };

/** The favorites API (spec 3 section 7, "Favorites (cloudlist v1 under /accountapi)"): signed-in customers only, each on their own lists. */
export function listRoutes(services: ListsApiServices) {
  const { db, marketplaces } = services;
  const router = apiRouter<ListsEnv>({ invalidInputId: "list.invalid.input", log: services.logger });
  const customerOf = (c: Context<ListsEnv>) => requireCustomerId(db, c.get("session"));

  /** A call of the cloudlist API: under its base path, for the signed-in customer, failing with `failure`. */
  const cloudlist = <Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(
    name: string,
    spec: Omit<JsonRouteSpec<Q, B, R>, "path" | "method">,
    handler: (
      input: { query: z.output<Q>; body: z.output<B> },
      customerId: number,
      c: Context<ListsEnv>,
    ) => Promise<z.input<R>>,
  ) =>
    router.json(
      {
        ...spec,
        method: spec.body ? "post" : "get",
        path: `${CLOUDLIST_BASE}/${name}`,
        maxBodyBytes: MAX_BODY_BYTES,
        errors: spec.body ? writeErrors : errors,
        failure: spec.failure ?? UPDATE_FAILED,
      },
      async (input, c) => handler(input, await customerOf(c), c),
    );

  cloudlist(
    "lists",
    {
      summary: "The customer's lists, the default 'h.' first",
      response: z.object({ lists: z.array(ListSchema) }),
    },
    async (_, customerId) => ({ lists: await listLists(db, customerId) }),
  );

  cloudlist(
    "list",
    { summary: "One of the customer's lists", query: ListIdQuery, response: ListSchema },
    ({ query }, customerId) => findList(db, customerId, query.listId),
  );

  cloudlist(
    "listItems",
    {
      summary: "A page of a list's items, newest first",
      description: "pageToken is the nextPageToken of the page before (opaque); limit 1 to 100, default 50.",
      query: ListItemsQuery,
      response: ListItemsSchema,
    },
    ({ query: { listId, ...options } }, customerId) => readListItems(db, customerId, listId, options),
  );

  cloudlist(
    "itemIdsOnList",
    {
      summary: "Every item id (style id) on a list",
      query: ListIdQuery,
      response: z.object({ listId: z.string(), itemIds: z.array(z.string()) }),
    },
    async ({ query }, customerId) => ({
      listId: query.listId,
      itemIds: await itemIdsOnList(db, customerId, query.listId),
    }),
  );

  cloudlist(
    "itemSubsetOnLists",
    {
      summary: "Which of some items are on the customer's lists",
      description:
        "itemIds: up to 100 style ids separated by commas; listId narrows to one list. One row per list (and sub-item) holding an item.",
      query: SubsetQuery,
      response: z.object({
        items: z.array(
          z.object({ itemId: z.string(), subItemId: z.string().nullable(), listId: z.string() }),
        ),
      }),
    },
    async ({ query }, customerId) => ({
      items: await itemSubsetOnLists(db, customerId, query.itemIds, query.listId),
    }),
  );

  cloudlist(
    "addToList",
    {
      summary: "Keep an item on a list (default 'h.', made on first use)",
      description: `Adding what is there already changes nothing. A list holds at most ${MAX_ITEMS_PER_LIST} items. merchantId: one of the store's marketplaces (default: the request's).`,
      body: ItemChangeSchema,
      response: ListChangeSchema,
      failure: ADD_FAILED,
    },
    async ({ body }, customerId, c) => {
      const requested = selectMarketplace(marketplaces, c.req.header("host"), services.forcedMarketplace);
      const merchantId = body.merchantId ?? requested.merchantId;
      if (!marketplaces.some((marketplace) => marketplace.merchantId === merchantId)) {
        throw new AppError("invalid_input", "list.invalid.input", "merchantId: not a merchant of this store");
      }
      return addToList(db, customerId, {
        listId: body.listId ?? DEFAULT_LIST_ID,
        itemId: body.itemId,
        subItemId: body.subItemId ?? null,
        merchantId,
      });
    },
  );

  cloudlist(
    "removeFromList",
    {
      summary: "Take an item off a list",
      description: "Without subItemId (or null) every entry of the item goes; with one, only that entry.",
      body: ItemChangeSchema,
      response: ListChangeSchema,
      failure: REMOVE_FAILED,
    },
    ({ body }, customerId) =>
      removeFromList(db, customerId, {
        listId: body.listId ?? DEFAULT_LIST_ID,
        itemId: body.itemId,
        subItemId: body.subItemId ?? null,
      }),
  );

  cloudlist(
    "createList",
    {
      summary: "A new list",
      description: `At most ${MAX_LISTS_PER_CUSTOMER} lists per customer, the default included.`,
      body: CreateListSchema,
      response: ListSchema,
    },
    ({ body }, customerId) => createList(db, customerId, body),
  );

  cloudlist(
    "shareList",
    {
      summary: "Share a list: its shareToken opens /favorites/{shareToken} read-only",
      description: "The token is made once and kept.",
      body: ListIdBodySchema,
      response: ListSchema,
    },
    ({ body }, customerId) => shareList(db, customerId, body.listId),
  );

  cloudlist(
    "deleteList",
    {
      summary: "Delete a list and its items (not the default list)",
      body: ListIdBodySchema,
      response: z.object({ listId: z.string(), deleted: z.literal(true) }),
    },
    async ({ body }, customerId) => {
      await deleteList(db, customerId, body.listId);
      return { listId: body.listId, deleted: true as const };
    },
  );

  return router.app;
}
