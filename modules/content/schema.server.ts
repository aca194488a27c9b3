import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { MenuItem } from "./menus.ts";

/** Menus of the header and footer, edited as data: 'nav', 'customer-service', 'footer-1' ... 'footer-6'. */
export const menus = pgTable("menus", {
  menuId: text("menu_id").primaryKey(),
  heading: text("heading").notNull(),
  sortOrder: integer("sort_order").notNull(),
  items: jsonb("items").$type<MenuItem[]>().notNull(),
});
