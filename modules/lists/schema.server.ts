import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A customer's lists (spec 1 and 3, "Heart list"): list ids are the customer's own ('h.' is
 * every customer's heart list, created on first use), so every read and write names the customer.
 * The share token, once the list is shared, opens it read-only to anyone who has the link.
 */
export const lists = pgTable(
  "lists",
  {
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    listId: text("list_id").notNull(),
    /** FAVORITES_LIST, the only type there is. */
    type: text("type").notNull(),
    name: text("name").notNull(),
    shareToken: text("share_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.listId] }),
    uniqueIndex("lists_share_token_idx").on(t.shareToken),
    check("lists_type_known", sql`${t.type} = 'FAVORITES_LIST'`),
  ],
);

/**
 * What a list holds: an item (a style) and, optionally, one of its sub-items (a stock, a size),
 * with the merchant (marketplace) it was kept on. One entry per item and sub-item per list;
 * entries are listed newest first by their serial id, which also makes the page token.
 */
export const listItems = pgTable(
  "list_items",
  {
    entryId: bigserial("entry_id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    listId: text("list_id").notNull(),
    /** The style id. */
    itemId: integer("item_id").notNull(),
    /** The stock id, or null for the style as a whole (a heart). */
    subItemId: integer("sub_item_id"),
    merchantId: text("merchant_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.customerId, t.listId],
      foreignColumns: [lists.customerId, lists.listId],
    }).onDelete("cascade"),
    unique("list_items_entry_unique").on(t.customerId, t.listId, t.itemId, t.subItemId).nullsNotDistinct(),
    index("list_items_list_idx").on(t.customerId, t.listId, t.entryId),
    index("list_items_item_idx").on(t.customerId, t.itemId),
  ],
);
