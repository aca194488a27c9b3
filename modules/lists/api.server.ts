import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { jsonContent as json } from "../core/index.server.ts";
import { type Db, isAppError, type Log } from "../core/index.ts";
import { findSessionOwner, type SessionVariables } from "../identity/index.server.ts";
import { defaultMarketplaces, selectMarketplace } from "../marketplace/index.ts";
import {
  CreateListSchema,
  ErrorSchema,
  ItemChangeSchema,
  ListChangeSchema,
  ListIdBodySchema,
  ListIdQuery,
  ListItemsQuery,
  ListItemsSchema,
  ListSchema,
  SubsetQuery,
} from "./api-schemas.ts";
import {
  changeFailureId,
  DEFAULT_LIST_ID,
  LIST_ERRORS,
  MAX_ITEMS_PER_LIST,
  MAX_LISTS_PER_CUSTOMER,
} from "./rules.ts";
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
type ListsContext = Context<ListsEnv>;

export const CLOUDLIST_BASE = "/accountapi/cloudlist/v1";

/** Every request body of this API is a few fields: anything larger is refused unread. */
const MAX_BODY_BYTES = 4096;
const TOO_LARGE = `The body must be at most ${MAX_BODY_BYTES} bytes`;

type Issues = readonly { message: string; path: readonly PropertyKey[] }[];
function readIssue(issues: Issues): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

const invalid = (c: ListsContext, message: string) => c.json({ id: "list.invalid.input", message }, 400);
const notRecognised = (c: ListsContext) =>
  c.json({ id: "customer.auth.required", message: LIST_ERRORS["customer.auth.required"] }, 403);

/** A request's JSON body, refusing other content types: a cross-site form cannot send JSON, so this is also the CSRF guard. */
async function jsonBody(c: ListsContext): Promise<{ body: unknown } | { error: string }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { error: "The body must be JSON (Content-Type: application/json)" };
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== "null") {
    try {
      if (new URL(origin).host !== c.req.header("host"))
        return { error: "The request came from another site" };
    } catch {
      return { error: "The request came from another site" };
    }
  }
  if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES) return { error: TOO_LARGE };
  try {
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) return { error: TOO_LARGE };
    return { body: JSON.parse(text) };
  } catch {
    return { error: "The body must be JSON" };
  }
}

/** Runs a handler for the signed-in customer, mapping refusals to their status and anything else to a logged 500. */
async function asCustomer(
  c: ListsContext,
  db: Db,
  failureId: "list.add.failed" | "list.remove.failed" | "list.update.failed",
  run: (customerId: number) => Promise<Response>,
): Promise<Response> {
  try {
    const owner = await findSessionOwner(db, c.get("session"));
    if (!owner || owner.customerId === null) return notRecognised(c);
    return await run(owner.customerId);
  } catch (error) {
    if (isAppError(error)) {
      return c.json({ id: error.code, message: error.message }, error.status as 400 | 403 | 404 | 409);
    }
    c.get("logger")?.error({ err: error }, "favorites request failed");
    return c.json({ id: failureId, message: LIST_ERRORS[failureId] }, 500);
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): { data: z.output<T> } | { error: string } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { data: parsed.data } : { error: readIssue(parsed.error.issues) };
}

const errors = {
  400: json(ErrorSchema, "list.invalid.input: the message names the field"),
  403: json(ErrorSchema, "customer.auth.required ('Customer not recognized'): not signed in"),
  404: json(ErrorSchema, "list.not.found (also another customer's list id), item.not.found"),
};

/** The favorites API (spec 3 section 7, "Favorites (cloudlist v1 under /accountapi)"): signed-in customers only, each on their own lists. */
export function listRoutes(db: Db): OpenAPIHono<ListsEnv> {
  const api = new OpenAPIHono<ListsEnv>();
  const registry = api.openAPIRegistry;

  const get = (
    name: string,
    doc: { summary: string; query?: z.ZodObject; answer: z.ZodType; description?: string },
    run: (c: ListsContext, customerId: number, query: Record<string, string>) => Promise<Response>,
  ) => {
    registry.registerPath({
      method: "get",
      path: `${CLOUDLIST_BASE}/${name}`,
      summary: doc.summary,
      description: doc.description,
      request: doc.query ? { query: doc.query } : {},
      responses: { 200: json(doc.answer, "The answer"), ...errors },
    });
    api.get(`${CLOUDLIST_BASE}/${name}`, (c) =>
      asCustomer(c, db, "list.update.failed", (customerId) => run(c, customerId, c.req.query())),
    );
  };

  const post = <T extends z.ZodType>(
    name: string,
    doc: { summary: string; body: T; answer: z.ZodType; description?: string },
    run: (c: ListsContext, customerId: number, body: z.output<T>) => Promise<Response>,
  ) => {
    registry.registerPath({
      method: "post",
      path: `${CLOUDLIST_BASE}/${name}`,
      summary: doc.summary,
      description: doc.description,
      request: { body: { content: { "application/json": { schema: doc.body } } } },
      responses: {
        200: json(doc.answer, "The answer"),
        ...errors,
        409: json(ErrorSchema, "list.full, list.limit.reached, list.default.undeletable"),
        500: json(
          ErrorSchema,
          "list.add.failed (the spec's words), list.remove.failed or list.update.failed",
        ),
      },
    });
    const failureId = changeFailureId(
      name === "addToList" ? "add" : name === "removeFromList" ? "remove" : "other",
    );
    api.post(`${CLOUDLIST_BASE}/${name}`, (c) =>
      asCustomer(c, db, failureId, async (customerId) => {
        const read = await jsonBody(c);
        if ("error" in read) return invalid(c, read.error);
        const parsed = parse(doc.body, read.body);
        if ("error" in parsed) return invalid(c, parsed.error);
        return run(c, customerId, parsed.data);
      }),
    );
  };

  get(
    "lists",
    {
      summary: "The customer's lists, the default 'h.' first",
      answer: z.object({ lists: z.array(ListSchema) }),
    },
    async (c, customerId) => c.json({ lists: await listLists(db, customerId) }, 200),
  );

  get(
    "list",
    { summary: "One of the customer's lists", query: ListIdQuery, answer: ListSchema },
    async (c, customerId, query) => {
      const parsed = parse(ListIdQuery, query);
      if ("error" in parsed) return invalid(c, parsed.error);
      return c.json(await findList(db, customerId, parsed.data.listId), 200);
    },
  );

  get(
    "listItems",
    {
      summary: "A page of a list's items, newest first",
      description: "pageToken is the nextPageToken of the page before (opaque); limit 1 to 100, default 50.",
      query: ListItemsQuery,
      answer: ListItemsSchema,
    },
    async (c, customerId, query) => {
      const parsed = parse(ListItemsQuery, query);
      if ("error" in parsed) return invalid(c, parsed.error);
      const { listId, ...options } = parsed.data;
      return c.json(await readListItems(db, customerId, listId, options), 200);
    },
  );

  get(
    "itemIdsOnList",
    {
      summary: "Every item id (style id) on a list",
      query: ListIdQuery,
      answer: z.object({ listId: z.string(), itemIds: z.array(z.string()) }),
    },
    async (c, customerId, query) => {
      const parsed = parse(ListIdQuery, query);
      if ("error" in parsed) return invalid(c, parsed.error);
      const { listId } = parsed.data;
      return c.json({ listId, itemIds: await itemIdsOnList(db, customerId, listId) }, 200);
    },
  );

  get(
    "itemSubsetOnLists",
    {
      summary: "Which of some items are on the customer's lists",
      description:
        "itemIds: up to 100 style ids separated by commas; listId narrows to one list. One row per list (and sub-item) holding an item.",
      query: SubsetQuery,
      answer: z.object({
        items: z.array(
          z.object({ itemId: z.string(), subItemId: z.string().nullable(), listId: z.string() }),
        ),
      }),
    },
    async (c, customerId, query) => {
      const parsed = parse(SubsetQuery, query);
      if ("error" in parsed) return invalid(c, parsed.error);
      return c.json(
        { items: await itemSubsetOnLists(db, customerId, parsed.data.itemIds, parsed.data.listId) },
        200,
      );
    },
  );

  const merchants = new Set(defaultMarketplaces.map((m) => m.merchantId));
  post(
    "addToList",
    {
      summary: "Keep an item on a list (default 'h.', made on first use)",
      description: `Adding what is there already changes nothing. A list holds at most ${MAX_ITEMS_PER_LIST} items.`,
      body: ItemChangeSchema,
      answer: ListChangeSchema,
    },
    async (c, customerId, body) => {
      const merchantId =
        body.merchantId ?? selectMarketplace(defaultMarketplaces, c.req.header("host")).merchantId;
      if (!merchants.has(merchantId)) return invalid(c, "merchantId: not a merchant of this store");
      const listId = body.listId ?? DEFAULT_LIST_ID;
      const change = await addToList(db, customerId, {
        listId,
        itemId: body.itemId,
        subItemId: body.subItemId ?? null,
        merchantId,
      });
      return c.json(change, 200);
    },
  );

  post(
    "removeFromList",
    {
      summary: "Take an item off a list",
      description: "Without subItemId (or null) every entry of the item goes; with one, only that entry.",
      body: ItemChangeSchema,
      answer: ListChangeSchema,
    },
    async (c, customerId, body) => {
      const listId = body.listId ?? DEFAULT_LIST_ID;
      return c.json(
        await removeFromList(db, customerId, {
          listId,
          itemId: body.itemId,
          subItemId: body.subItemId ?? null,
        }),
        200,
      );
    },
  );

  post(
    "createList",
    {
      summary: "A new list",
      description: `At most ${MAX_LISTS_PER_CUSTOMER} lists per customer, the default included.`,
      body: CreateListSchema,
      answer: ListSchema,
    },
    async (c, customerId, body) => c.json(await createList(db, customerId, body), 200),
  );

  post(
    "shareList",
    {
      summary: "Share a list: its shareToken opens /favorites/{shareToken} read-only",
      description: "The token is made once and kept.",
      body: ListIdBodySchema,
      answer: ListSchema,
    },
    async (c, customerId, body) => c.json(await shareList(db, customerId, body.listId), 200),
  );

  post(
    "deleteList",
    {
      summary: "Delete a list and its items (not the default list)",
      body: ListIdBodySchema,
      answer: z.object({ listId: z.string(), deleted: z.literal(true) }),
    },
    async (c, customerId, body) => {
      await deleteList(db, customerId, body.listId);
      return c.json({ listId: body.listId, deleted: true as const }, 200);
    },
  );

  return api;
}
