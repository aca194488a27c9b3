import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { findStyleItems } from "../catalog/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import {
  cleanListName,
  DEFAULT_LIST_ID,
  DEFAULT_LIST_NAME,
  DEFAULT_PAGE_SIZE,
  FAVORITES_LIST,
  LIST_ERRORS,
  type ListType,
  MAX_ITEMS_PER_LIST,
  MAX_LISTS_PER_CUSTOMER,
} from "./rules.ts";
import { listItems, lists } from "./schema.server.ts";
import type { ItemOnList, ListChange, ListEntry, ListItemsPage, ListProduct, ListSummary } from "./types.ts";

type ListRow = typeof lists.$inferSelect;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Random lower-case letters and digits (uniform: bytes past the last whole multiple of 36 are skipped). */
function randomId(length: number): string {
  let id = "";
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 252 && id.length < length) id += ALPHABET[byte % 36];
    }
  }
  return id;
}

function notFound(): AppError {
  return new AppError("not_found", "list.not.found", LIST_ERRORS["list.not.found"]);
}

const ofList = (customerId: number, listId: string) =>
  and(eq(listItems.customerId, customerId), eq(listItems.listId, listId));

async function countItems(db: Db, customerId: number, listId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listItems).where(ofList(customerId, listId));
  return Number(row?.n ?? 0);
}

function summary(row: ListRow, itemCount: number): ListSummary {
  return {
    listId: row.listId,
    type: row.type as ListType,
    name: row.name,
    shareToken: row.shareToken,
    itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The default list before its first use: every customer has one. */
const EMPTY_DEFAULT: ListSummary = {
  listId: DEFAULT_LIST_ID,
  type: FAVORITES_LIST,
  name: DEFAULT_LIST_NAME,
  shareToken: null,
  itemCount: 0,
  createdAt: null,
};

async function findListRow(db: Db, customerId: number, listId: string, lock = false) {
  const query = db
    .select()
    .from(lists)
    .where(and(eq(lists.customerId, customerId), eq(lists.listId, listId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The customer's list, locked for this transaction: the default list is made on first use; any
 * other must exist. Locking the list queues writes to it, so its item limit holds under races.
 */
async function lockList(tx: Db, customerId: number, listId: string): Promise<ListRow> {
  if (listId === DEFAULT_LIST_ID) {
    await tx
      .insert(lists)
      .values({ customerId, listId, type: FAVORITES_LIST, name: DEFAULT_LIST_NAME })
      .onConflictDoNothing();
  }
  const row = await findListRow(tx, customerId, listId, true);
  if (!row) throw notFound();
  return row;
}

/** Every list of the customer, the default list first (even before its first item), then oldest first. */
export async function listLists(db: Db, customerId: number): Promise<ListSummary[]> {
  const rows = await db
    .select({
      list: lists,
      itemCount: sql<number>`(select count(*) from ${listItems} i where i.customer_id = "lists"."customer_id" and i.list_id = "lists"."list_id")::int`,
    })
    .from(lists)
    .where(eq(lists.customerId, customerId))
    .orderBy(sql`${lists.listId} <> ${DEFAULT_LIST_ID}`, lists.createdAt, lists.listId);
  const found = rows.map((row) => summary(row.list, Number(row.itemCount)));
  return found[0]?.listId === DEFAULT_LIST_ID ? found : [EMPTY_DEFAULT, ...found];
}

/** One list of the customer; another customer's list id is simply not found. */
export async function findList(db: Db, customerId: number, listId: string): Promise<ListSummary> {
  const row = await findListRow(db, customerId, listId);
  if (!row) {
    if (listId === DEFAULT_LIST_ID) return EMPTY_DEFAULT;
    throw notFound();
  }
  return summary(row, await countItems(db, customerId, listId));
}

function toProduct(style: Awaited<ReturnType<typeof findStyleItems>>[number]): ListProduct {
  const { styleId, productId, colorId, productName, brandName, color, price, onHand, productUrl, imageUrl } =
    style;
  return { styleId, productId, colorId, productName, brandName, color, price, onHand, productUrl, imageUrl };
}

type EntryRow = Pick<
  typeof listItems.$inferSelect,
  "entryId" | "itemId" | "subItemId" | "merchantId" | "addedAt"
>;

async function toEntries(db: Db, rows: readonly EntryRow[]): Promise<ListEntry[]> {
  const styles = new Map(
    (
      await findStyleItems(
        db,
        rows.map((row) => row.itemId),
      )
    ).map((style) => [style.styleId, style]),
  );
  return rows.map((row) => {
    const style = styles.get(row.itemId);
    return {
      itemId: String(row.itemId),
      subItemId: row.subItemId === null ? null : String(row.subItemId),
      merchantId: row.merchantId,
      addedAt: row.addedAt.toISOString(),
      product: style ? toProduct(style) : null,
    };
  });
}

/** The entries of a list after a page token (newest first); the token is the last entry's serial id. */
async function readPage(
  db: Db,
  customerId: number,
  listId: string,
  options: { pageToken?: string | null; limit?: number },
): Promise<ListItemsPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const after = options.pageToken ? Number(options.pageToken) : null;
  const rows = await db
    .select({
      entryId: listItems.entryId,
      itemId: listItems.itemId,
      subItemId: listItems.subItemId,
      merchantId: listItems.merchantId,
      addedAt: listItems.addedAt,
    })
    .from(listItems)
    .where(and(ofList(customerId, listId), after === null ? undefined : lt(listItems.entryId, after)))
    .orderBy(desc(listItems.entryId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    listId,
    items: await toEntries(db, page),
    nextPageToken: rows.length > limit && last ? String(last.entryId) : null,
  };
}

/** A page of one of the customer's lists, newest first. */
export async function readListItems(
  db: Db,
  customerId: number,
  listId: string,
  options: { pageToken?: string | null; limit?: number } = {},
): Promise<ListItemsPage> {
  if (listId !== DEFAULT_LIST_ID && !(await findListRow(db, customerId, listId))) throw notFound();
  return readPage(db, customerId, listId, options);
}

/** The item ids (style ids) on one of the customer's lists, each once, newest first. */
export async function itemIdsOnList(db: Db, customerId: number, listId: string): Promise<string[]> {
  if (listId !== DEFAULT_LIST_ID && !(await findListRow(db, customerId, listId))) throw notFound();
  const rows = await db
    .select({ itemId: listItems.itemId, newest: sql<number>`max(${listItems.entryId})` })
    .from(listItems)
    .where(ofList(customerId, listId))
    .groupBy(listItems.itemId)
    .orderBy(sql`max(${listItems.entryId}) desc`);
  return rows.map((row) => String(row.itemId));
}

/** Which of some items are on the customer's lists (or on one list): a row per list and sub-item holding one. */
export async function itemSubsetOnLists(
  db: Db,
  customerId: number,
  itemIds: readonly number[],
  listId?: string,
): Promise<ItemOnList[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ itemId: listItems.itemId, subItemId: listItems.subItemId, listId: listItems.listId })
    .from(listItems)
    .where(
      and(
        eq(listItems.customerId, customerId),
        inArray(listItems.itemId, [...itemIds]),
        listId === undefined ? undefined : eq(listItems.listId, listId),
      ),
    )
    .orderBy(listItems.itemId, listItems.listId, listItems.entryId);
  return rows.map((row) => ({
    itemId: String(row.itemId),
    subItemId: row.subItemId === null ? null : String(row.subItemId),
    listId: row.listId,
  }));
}

export interface ItemRef {
  listId: string;
  itemId: number;
  subItemId: number | null;
}

/**
 * Keeps an item (a style, optionally one of its stocks) on one of the customer's lists; adding
 * what is already there changes nothing. Refuses unknown items, other customers' lists (not
 * found) and a full list.
 */
export async function addToList(
  db: Db,
  customerId: number,
  item: ItemRef & { merchantId: string },
): Promise<ListChange> {
  const [style] = await findStyleItems(db, [item.itemId]);
  if (!style || (item.subItemId !== null && !style.stockIds.includes(item.subItemId))) {
    throw new AppError("not_found", "item.not.found", LIST_ERRORS["item.not.found"]);
  }
  return db.transaction(async (tx) => {
    await lockList(tx, customerId, item.listId);
    const inserted = await tx
      .insert(listItems)
      .values({ customerId, ...item })
      .onConflictDoNothing()
      .returning({ entryId: listItems.entryId });
    const itemCount = await countItems(tx, customerId, item.listId);
    if (inserted.length > 0 && itemCount > MAX_ITEMS_PER_LIST) {
      throw new AppError("conflict", "list.full", LIST_ERRORS["list.full"]);
    }
    return { ...refOut(item), itemCount };
  });
}

function refOut(item: ItemRef): Omit<ListChange, "itemCount"> {
  return {
    listId: item.listId,
    itemId: String(item.itemId),
    subItemId: item.subItemId === null ? null : String(item.subItemId),
  };
}

/**
 * Takes an item off one of the customer's lists: with a sub-item only that entry, without one
 * (null) every entry of the item, so un-hearting a style also drops its sizes. Removing what is
 * not there changes nothing.
 */
export async function removeFromList(db: Db, customerId: number, item: ItemRef): Promise<ListChange> {
  return db.transaction(async (tx) => {
    if (item.listId !== DEFAULT_LIST_ID) await lockList(tx, customerId, item.listId);
    await tx
      .delete(listItems)
      .where(
        and(
          ofList(customerId, item.listId),
          eq(listItems.itemId, item.itemId),
          item.subItemId === null ? undefined : eq(listItems.subItemId, item.subItemId),
        ),
      );
    return { ...refOut(item), itemCount: await countItems(tx, customerId, item.listId) };
  });
}

/** A new list of the customer, unless they already keep the most lists there can be. */
export async function createList(
  db: Db,
  customerId: number,
  input: { type: ListType; name: string },
): Promise<ListSummary> {
  return db.transaction(async (tx) => {
    // The default list's row is the customer's lock: concurrent creations queue behind it.
    await lockList(tx, customerId, DEFAULT_LIST_ID);
    const [existing] = await tx.select({ n: count() }).from(lists).where(eq(lists.customerId, customerId));
    if (Number(existing?.n ?? 0) >= MAX_LISTS_PER_CUSTOMER) {
      throw new AppError("conflict", "list.limit.reached", LIST_ERRORS["list.limit.reached"]);
    }
    const [row] = await tx
      .insert(lists)
      .values({ customerId, listId: randomId(12), type: input.type, name: cleanListName(input.name) })
      .returning();
    if (!row) throw new Error("list row missing after insert");
    return summary(row, 0);
  });
}

/** Shares one of the customer's lists: its share token, made on the first share and kept after. */
export async function shareList(db: Db, customerId: number, listId: string): Promise<ListSummary> {
  return db.transaction(async (tx) => {
    const row = await lockList(tx, customerId, listId);
    const shareToken = row.shareToken ?? randomId(32);
    if (row.shareToken === null) {
      await tx
        .update(lists)
        .set({ shareToken })
        .where(and(eq(lists.customerId, customerId), eq(lists.listId, listId), isNull(lists.shareToken)));
    }
    return summary({ ...row, shareToken }, await countItems(tx, customerId, listId));
  });
}

/** Deletes one of the customer's lists and its items; the default list stays. */
export async function deleteList(db: Db, customerId: number, listId: string): Promise<void> {
  if (listId === DEFAULT_LIST_ID) {
    throw new AppError("conflict", "list.default.undeletable", LIST_ERRORS["list.default.undeletable"]);
  }
  const deleted = await db
    .delete(lists)
    .where(and(eq(lists.customerId, customerId), eq(lists.listId, listId)))
    .returning({ listId: lists.listId });
  if (deleted.length === 0) throw notFound();
}

/** A shared list as anyone with its link sees it: name and items, never whose it is; null when unknown. */
export async function findSharedList(
  db: Db,
  shareToken: string,
  options: { pageToken?: string | null; limit?: number } = {},
): Promise<{ name: string; itemCount: number; page: ListItemsPage } | null> {
  const [row] = await db.select().from(lists).where(eq(lists.shareToken, shareToken));
  if (!row) return null;
  const page = await readPage(db, row.customerId, row.listId, options);
  return { name: row.name, itemCount: await countItems(db, row.customerId, row.listId), page };
}

/** The header's favorites count: items on the customer's heart list. */
export function countHearts(db: Db, customerId: number): Promise<number> {
  return countItems(db, customerId, DEFAULT_LIST_ID);
}
